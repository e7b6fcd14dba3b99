// Whether the suite items holding a token are all of one family: then the token names a record of one domain's
// data (a tau-bench customer, a BFCL test case), not a placeholder or a name that authors of several benchmarks
// chose alike (evidence.ts IdentifierEvidence.confined and KeptEvidence.confined, the latter made in keptIndex.ts).
import type { RunData } from '../scoring/index.js';

/**
 * Whether the suite items are all of one family, a text listed verbatim under several counting as of each:
 * BFCL files a multi-turn task under every class it calls (GorillaFileSystem's test case 4 is TwitterAPI's
 * too, word for word), and that task is one record of one benchmark's data, not a name authors of several
 * chose alike. Only identical texts join families: ToolBench's queries written for other tools of the same
 * API stay of their own families.
 */
export function oneFamily(data: RunData, items: readonly number[]): boolean {
  const familiesOf = new Map<string, Set<string | undefined>>();
  for (const item of items) {
    const text = data.items[item]?.fp_exact ?? `#${item}`;
    let families = familiesOf.get(text);
    if (!families) familiesOf.set(text, (families = new Set()));
    families.add(data.envOf?.[item]?.family);
  }
  const groups = [...familiesOf.values()];
  const first = groups[0];
  if (!first) return false;
  return [...first].some((family) => groups.every((families) => families.has(family)));
}
