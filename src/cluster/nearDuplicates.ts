// Near-duplicate groups among portfolio environments: pairs whose exact combined score reaches the
// environment near-duplicate threshold (or that are exact copies) are joined by connected components
// (union-find), so a chain of copies is one group. Each group keeps one representative — the environment with
// the most tasks, then the most tools, then the smallest id: the richest copy is the one worth training on —
// and lists the rest for removal. Every portfolio environment is in exactly one group; a singleton is a group.
import type { EnvInfo, EnvScoreOptions, PairScore, RunData } from '../scoring/index.js';
import { scoreListed } from './candidates.js';

export interface NearDuplicatePair {
  a: EnvInfo;
  b: EnvInfo;
  score: number;
}

export interface GroupMember {
  env: EnvInfo;
  /** Combined score to the kept environment (1 for the kept one itself). */
  similarity: number;
}

export interface NearDuplicateGroup {
  /** 1-based, groups numbered by size (largest first), then by the kept environment's id. */
  group: number;
  kept: EnvInfo;
  /** The kept environment first, then the others by similarity to it (highest first), then id. */
  members: GroupMember[];
}

const byId = (a: EnvInfo, b: EnvInfo) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each unordered pair once, among the scored candidates, that is a near-duplicate. */
export function nearDuplicatePairs(pairs: Map<string, PairScore[]>, threshold: number): NearDuplicatePair[] {
  const seen = new Map<string, NearDuplicatePair>();
  for (const list of pairs.values()) {
    for (const p of list) {
      if (!(p.score >= threshold || p.flag === 'exact')) continue;
      const [a, b] = byId(p.portfolio, p.suite) <= 0 ? [p.portfolio, p.suite] : [p.suite, p.portfolio];
      seen.set(`${a.key}\u0000${b.key}`, { a, b, score: p.score });
    }
  }
  return [...seen.values()].sort((x, y) => byId(x.a, y.a) || byId(x.b, y.b));
}

/** Connected components of `envs` under `pairs`, with a representative each and every member's score to it. */
export async function nearDuplicateGroups(data: RunData, envs: EnvInfo[], pairs: NearDuplicatePair[], o: EnvScoreOptions): Promise<NearDuplicateGroup[]> {
  const position = new Map(envs.map((e, i) => [e.key, i]));
  const parent = envs.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  for (const { a, b } of pairs) {
    const [ra, rb] = [find(position.get(a.key) as number), find(position.get(b.key) as number)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const components = new Map<number, EnvInfo[]>();
  envs.forEach((env, i) => {
    const root = find(i);
    const list = components.get(root);
    if (list) list.push(env);
    else components.set(root, [env]);
  });
  const kept = [...components.values()].map((members) => ({ members, kept: representative(members) }));
  const scores = await scoreToKept(data, kept, o);
  const groups = kept.map(({ members, kept: k }) => ({
    group: 0,
    kept: k,
    members: members
      .map((env) => ({ env, similarity: env === k ? 1 : (scores.get(env.key) ?? 0) }))
      .sort((x, y) => Number(y.env === k) - Number(x.env === k) || y.similarity - x.similarity || byId(x.env, y.env)),
  }));
  groups.sort((x, y) => y.members.length - x.members.length || byId(x.kept, y.kept));
  groups.forEach((g, i) => (g.group = i + 1));
  return groups;
}

/** Most tasks, then most tools, then the smallest id. */
export function representative(members: EnvInfo[]): EnvInfo {
  return [...members].sort((a, b) => b.items.tasks.length - a.items.tasks.length || b.items.tools.length - a.items.tools.length || byId(a, b))[0] as EnvInfo;
}

/** Every non-kept member's exact combined score to its group's kept environment (not always a scored pair). */
async function scoreToKept(data: RunData, groups: Array<{ members: EnvInfo[]; kept: EnvInfo }>, o: EnvScoreOptions): Promise<Map<string, number>> {
  const listed = new Map<EnvInfo, EnvInfo[]>();
  for (const { members, kept } of groups) {
    const others = members.filter((m) => m !== kept);
    if (others.length > 0) listed.set(kept, others);
  }
  const out = new Map<string, number>();
  for (const list of (await scoreListed(data, listed, o)).values()) for (const p of list) out.set(p.suite.key, p.score);
  return out;
}
