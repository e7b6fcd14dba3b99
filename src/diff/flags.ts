// What became flagged or cleared between two runs. Each portfolio environment has a strongest flag overall
// (contamination.csv: what --fail-on and decontaminate act on) and, per suite, one per aspect: `environment`
// (its combined score against the suite's environments, env_pairs.csv) and each facet (the strongest of its
// items' best matches in that suite, item_matches.csv and task_matches.csv). Each portfolio task has one
// overall and one per suite. A change is a counterpart pair whose flags differ, or a new (removed) one that is
// flagged in B (was flagged in A); a clean new environment is no change.
import { FLAG_RANK, type Flag } from '../core/defaults.js';
import { compareCodeUnits } from '../core/text.js';
import { FACETS, type Facet } from '../core/types.js';
import type { Matching } from './match.js';
import type { DiffRun } from './runs.js';

export type Aspect = 'environment' | Facet;
export const ASPECTS: readonly Aspect[] = ['environment', ...FACETS];

export interface FlagChange {
  /** The id in run B (in A for a removed one). */
  id: string;
  /** Its counterpart's id in A when that differs (renamed), else null. */
  id_a: string | null;
  /** null: overall (any suite). */
  suite: string | null;
  /** null for tasks. */
  aspect: Aspect | null;
  /** null: not in that run. */
  was: Flag | null;
  now: Flag | null;
}

type FlagMap = Map<string, Flag>;
const key = (id: string, suite: string | null, aspect: Aspect | null) => `${id}\u0000${suite ?? ''}\u0000${aspect ?? ''}`;

function raise(map: FlagMap, k: string, flag: Flag): void {
  const was = map.get(k);
  if (was === undefined || FLAG_RANK[flag] > FLAG_RANK[was]) map.set(k, flag);
}

/** Strongest flags of a run's environments (overall and per suite and aspect) and tasks (overall and per suite). */
export function runFlags(run: DiffRun): { envs: FlagMap; tasks: FlagMap } {
  const a = run.artifacts;
  const envs: FlagMap = new Map();
  const tasks: FlagMap = new Map();
  for (const r of a.contamination) raise(envs, key(r.env_id, null, null), r.flag);
  for (const p of a.envPairs) raise(envs, key(p.portfolio_env, p.suite, 'environment'), p.flag);
  for (const m of a.itemMatches) raise(envs, key(m.env_id, m.suite, m.facet as Facet), m.flag);
  for (const m of a.taskMatches) {
    raise(envs, key(m.env_id, m.suite, 'tasks'), m.flag);
    raise(tasks, key(m.task_id, null, null), m.flag);
    raise(tasks, key(m.task_id, m.suite, null), m.flag);
  }
  return { envs, tasks };
}

const rank = (flag: Flag | null) => (flag === null ? -1 : FLAG_RANK[flag]);
const flagOf = (map: FlagMap, id: string, suite: string | null, aspect: Aspect | null): Flag => map.get(key(id, suite, aspect)) ?? 'clean';

function change(id: string, idA: string | null, suite: string | null, aspect: Aspect | null, was: Flag | null, now: Flag | null): FlagChange | null {
  const wasFlag = was ?? 'clean';
  const nowFlag = now ?? 'clean';
  if (wasFlag === nowFlag) return null;
  return { id, id_a: idA !== null && idA !== id ? idA : null, suite, aspect, was, now };
}

function byPlace(x: FlagChange, y: FlagChange): number {
  return compareCodeUnits(x.suite ?? '', y.suite ?? '') || ASPECTS.indexOf(x.aspect ?? 'environment') - ASPECTS.indexOf(y.aspect ?? 'environment') || compareCodeUnits(x.id, y.id);
}

export function environmentChanges(a: DiffRun, b: DiffRun, m: Matching): FlagChange[] {
  const [fa, fb] = [runFlags(a).envs, runFlags(b).envs];
  const suites: Array<string | null> = [null, ...b.suites.keys()];
  const out: FlagChange[] = [];
  const add = (c: FlagChange | null) => c && out.push(c);
  for (const { b: env, a: twin } of m.matches) {
    for (const suite of suites) {
      for (const aspect of suite === null ? [null] : ASPECTS) {
        const was = twin ? flagOf(fa, twin.id, suite, aspect) : null;
        add(change(env.id, twin?.id ?? null, suite, aspect, was, flagOf(fb, env.id, suite, aspect)));
      }
    }
  }
  for (const env of m.removed) {
    for (const suite of suites) for (const aspect of suite === null ? [null] : ASPECTS) add(change(env.id, null, suite, aspect, flagOf(fa, env.id, suite, aspect), null));
  }
  return out.sort(byPlace);
}

/**
 * Tasks of matched environments are matched by local task id within the counterpart, then by text
 * fingerprint among the counterpart's remaining tasks; tasks of new and removed environments have none.
 */
export function taskChanges(a: DiffRun, b: DiffRun, m: Matching): FlagChange[] {
  const [fa, fb] = [runFlags(a).tasks, runFlags(b).tasks];
  const suites: Array<string | null> = [null, ...b.suites.keys()];
  const out: FlagChange[] = [];
  const add = (id: string, idA: string | null, was: (s: string | null) => Flag | null, now: (s: string | null) => Flag | null) => {
    for (const suite of suites) {
      const c = change(id, idA, suite, null, was(suite), now(suite));
      if (c) out.push(c);
    }
  };
  for (const { b: env, a: twin } of m.matches) {
    const left = new Map((twin?.tasks ?? []).map((t) => [t.local, t]));
    const pending = env.tasks.filter((t) => {
      const same = left.get(t.local);
      if (!same) return true;
      left.delete(t.local);
      add(t.id, same.id, (s) => flagOf(fa, same.id, s, null), (s) => flagOf(fb, t.id, s, null));
      return false;
    });
    for (const t of pending) {
      const same = [...left.values()].find((x) => x.fp === t.fp);
      if (same) left.delete(same.local);
      add(t.id, same?.id ?? null, (s) => (same ? flagOf(fa, same.id, s, null) : null), (s) => flagOf(fb, t.id, s, null));
    }
    for (const gone of left.values()) add(gone.id, null, (s) => flagOf(fa, gone.id, s, null), () => null);
  }
  for (const env of m.removed) for (const t of env.tasks) add(t.id, null, (s) => flagOf(fa, t.id, s, null), () => null);
  return out.sort(byPlace);
}

/** Changes that newly reach `level` or above (from below it, or new). */
export const newlyAtLeast = (c: FlagChange, level: Flag) => c.now !== null && FLAG_RANK[c.now] >= FLAG_RANK[level] && rank(c.was) < FLAG_RANK[level];
/** Changes that were at `level` or above and are below it now (still there, so not removed). */
export const clearedFrom = (c: FlagChange, level: Flag) => c.was !== null && c.now !== null && FLAG_RANK[c.was] >= FLAG_RANK[level] && FLAG_RANK[c.now] < FLAG_RANK[level];
/** Changes of what was at `level` or above in A and is not in B at all. */
export const removedFrom = (c: FlagChange, level: Flag) => c.was !== null && c.now === null && FLAG_RANK[c.was] >= FLAG_RANK[level];
