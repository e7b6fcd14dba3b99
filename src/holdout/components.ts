// Families linked by leaking pairs, and which of them to hold out. A family can be held out cleanly only
// together with every family it leaks to, and theirs in turn: the connected components of the graph whose
// edges are leaking environment pairs. Recommending a hold-out is then choosing whole components; the one
// whose environment count comes closest to the asked fraction is found exactly by a subset-sum table over the
// component sizes (O(environments × components): 8,000 environments in 500 families is 4 million steps).
import { compareCodeUnits } from '../core/text.js';

export interface FamilyLink {
  a: string;
  b: string;
}

export interface Component {
  /** Its families, sorted. */
  families: string[];
  environments: number;
}

/** The components of `sizes`' families under `links`, ordered by their first family. */
export function familyComponents(sizes: Map<string, number>, links: FamilyLink[]): Component[] {
  const parent = new Map([...sizes.keys()].map((f) => [f, f]));
  const find = (f: string): string => {
    let root = f;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    for (let at = f; at !== root; ) {
      const next = parent.get(at) as string;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  for (const { a, b } of links) {
    if (!parent.has(a) || !parent.has(b)) continue;
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(compareCodeUnits(ra, rb) < 0 ? rb : ra, compareCodeUnits(ra, rb) < 0 ? ra : rb);
  }
  const byRoot = new Map<string, string[]>();
  for (const f of [...sizes.keys()].sort(compareCodeUnits)) {
    const root = find(f);
    const list = byRoot.get(root);
    if (list) list.push(f);
    else byRoot.set(root, [f]);
  }
  return [...byRoot.values()]
    .map((families) => ({ families, environments: families.reduce((s, f) => s + (sizes.get(f) ?? 0), 0) }))
    .sort((x, y) => compareCodeUnits(x.families[0] as string, y.families[0] as string));
}

export const CHOICE_RULE =
  'whole components of families linked by leaking pairs (connected components); among the sets of components that leave at least one for training, the one whose environment count is nearest to fraction × the portfolio, the smaller count on a tie, and among equal counts the set found first taking components in order of preference';

/**
 * The components to hold out: a set whose environment count is nearest to `target`, leaving at least one
 * component for training; empty when there are fewer than two components. Among sets of that count, the
 * one reconstructed from the first component to reach each sum, so earlier components are preferred: the
 * caller's order is the preference.
 */
export function chooseComponents(components: Component[], target: number): Component[] {
  if (components.length < 2) return [];
  const total = components.reduce((s, c) => s + c.environments, 0);
  // from[s] = the component that first made a sum of s environments reachable (-1: unreachable). Sums are
  // visited downwards so that each component is used at most once, and the first component to reach a sum
  // keeps it, which makes the reconstruction deterministic.
  const from = new Int32Array(total + 1).fill(-1);
  const reached = new Uint8Array(total + 1);
  reached[0] = 1;
  components.forEach((c, i) => {
    for (let s = total; s >= c.environments; s--) {
      if (!reached[s] && reached[s - c.environments]) {
        reached[s] = 1;
        from[s] = i;
      }
    }
  });
  let best = -1;
  for (let s = 1; s < total; s++) {
    if (reached[s] && (best < 0 || Math.abs(s - target) < Math.abs(best - target))) best = s;
  }
  const chosen: Component[] = [];
  for (let s = best; s > 0; ) {
    const c = components[from[s] as number] as Component;
    chosen.push(c);
    s -= c.environments;
  }
  return chosen.sort((x, y) => compareCodeUnits(x.families[0] as string, y.families[0] as string));
}
