// Which environment of run B is which of run A. By id first; then, among the environments left on both
// sides, by content (the same item fingerprints), so an environment a generator only renamed is the same
// environment, not a new one plus a removed one. A second copy of an environment that is still there under
// its own id is new: it is one more environment (the redundancy figures then show it as a copy).
import { compareCodeUnits } from '../core/text.js';
import type { DiffRun, RunEnv } from './runs.js';

export interface EnvMatch {
  b: RunEnv;
  /** Its counterpart in run A, or null when it is new. */
  a: RunEnv | null;
  by: 'id' | 'content' | null;
}

export interface Matching {
  /** Every environment of B, in id order. */
  matches: EnvMatch[];
  /** Environments of A with no counterpart in B, in id order. */
  removed: RunEnv[];
  /** B id → A id, for every matched environment. */
  counterpart: Map<string, string>;
}

export function matchEnvironments(a: DiffRun, b: DiffRun): Matching {
  const usedA = new Set<string>();
  const matches: EnvMatch[] = [];
  const pending: RunEnv[] = [];
  for (const env of b.envs.values()) {
    const same = a.envs.get(env.id);
    if (same) {
      usedA.add(same.id);
      matches.push({ b: env, a: same, by: 'id' });
    } else pending.push(env);
  }
  const byContent = new Map<string, RunEnv[]>();
  for (const env of a.envs.values()) {
    if (usedA.has(env.id)) continue;
    const list = byContent.get(env.content);
    if (list) list.push(env);
    else byContent.set(env.content, [env]);
  }
  for (const env of pending) {
    // a.envs is in id order, so each list is too: the first unused one is taken, deterministically.
    const twin = byContent.get(env.content)?.find((x) => !usedA.has(x.id));
    if (twin) usedA.add(twin.id);
    matches.push({ b: env, a: twin ?? null, by: twin ? 'content' : null });
  }
  matches.sort((x, y) => compareCodeUnits(x.b.id, y.b.id));
  const removed = [...a.envs.values()].filter((env) => !usedA.has(env.id));
  const counterpart = new Map(matches.flatMap((m) => (m.a ? [[m.b.id, m.a.id] as const] : [])));
  return { matches, removed, counterpart };
}
