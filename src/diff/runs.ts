// One audited run as the diff sees it: its artifacts, read and validated by the report's loader (so a diff
// and a report read a run alike, and a missing artifact is named the same way), plus what the artifacts do
// not carry: each portfolio environment's content fingerprint and task ids (from ingest's item index), and
// each suite's content fingerprint, so that "the same suites" means the same suite content whatever the
// files were called or where they lay.
import { createHash } from 'node:crypto';
import { readEnvIndex, readItemIndexOf } from '../core/envIndex.js';
import { EnvsieveError } from '../core/errors.js';
import { compareCodeUnits } from '../core/text.js';
import { suiteName } from '../scoring/index.js';
import { loadRunArtifacts, type RunArtifacts } from '../report/index.js';

const STAGE = 'diff';

export interface RunEnv {
  id: string;
  family: string;
  /** SHA-256 of the environment's sorted item fingerprints (facet and exact fingerprint): its content, not its id. */
  content: string;
  /** Its task item ids, with their local ids and text fingerprints. */
  tasks: Array<{ id: string; local: string; fp: string }>;
}

export interface DiffRun {
  dir: string;
  artifacts: RunArtifacts;
  /** Portfolio environments by id, in id order. */
  envs: Map<string, RunEnv>;
  /** Per suite name, the SHA-256 of its environments' ids and item fingerprints. */
  suites: Map<string, string>;
}

export async function loadDiffRun(dir: string, label: string): Promise<DiffRun> {
  let artifacts: RunArtifacts;
  try {
    artifacts = await loadRunArtifacts(dir);
  } catch (cause) {
    // The loader names the first missing or broken artifact and the command that writes it; say which run it was.
    const detail = cause instanceof EnvsieveError ? cause.message : String(cause);
    throw new EnvsieveError('runs_incomparable', `run ${label} is incomplete or unreadable: ${detail}`, { stage: STAGE, cause });
  }
  const [index, items] = await Promise.all([readEnvIndex(dir, STAGE), readItemIndexOf(dir, STAGE, ['portfolio', 'suite'])]);
  const suiteOfEnv = new Map(index.filter((e) => e.side === 'suite').map((e) => [e.id, suiteName(e.origin.file)]));
  const parts = new Map<string, string[]>();
  const tasks = new Map<string, RunEnv['tasks']>();
  const suiteParts = new Map<string, string[]>();
  for (const item of items.items) {
    if (item.side === 'suite') {
      const suite = suiteOfEnv.get(item.env) ?? '';
      push(suiteParts, suite, `${item.id}\t${item.fp_exact}`);
      continue;
    }
    push(parts, item.env, `${item.facet}\t${item.fp_exact}`);
    if (item.facet === 'tasks') push(tasks, item.env, { id: item.id, local: item.local, fp: item.fp_exact });
  }
  const envs = new Map<string, RunEnv>();
  for (const e of index.filter((x) => x.side === 'portfolio').sort((x, y) => compareCodeUnits(x.id, y.id))) {
    envs.set(e.id, { id: e.id, family: e.family, content: digest(parts.get(e.id) ?? []), tasks: tasks.get(e.id) ?? [] });
  }
  const suites = new Map([...suiteParts].sort(([a], [b]) => compareCodeUnits(a, b)).map(([name, lines]) => [name, digest(lines)] as const));
  // A suite whose environments carry no item at all still counts as a suite of the run.
  for (const name of suiteOfEnv.values()) if (!suites.has(name)) suites.set(name, digest([]));
  return { dir, artifacts, envs, suites: new Map([...suites].sort(([a], [b]) => compareCodeUnits(a, b))) };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Order-free: the lines are sorted before hashing, so item order in a manifest does not matter. */
function digest(lines: string[]): string {
  return createHash('sha256').update([...lines].sort(compareCodeUnits).join('\n'), 'utf8').digest('hex');
}

/**
 * Refuses two runs whose comparison would not be about the portfolio: audited against different suites (by
 * content), with different thresholds or weights, or with different embedding models.
 */
export function checkComparable(a: DiffRun, b: DiffRun): void {
  const refuse = (message: string) => new EnvsieveError('runs_incomparable', message, { stage: STAGE });
  const names = (r: DiffRun) => [...r.suites.keys()].join(', ') || '(none)';
  if (names(a) !== names(b)) throw refuse(`the runs were audited against different suites (A: ${names(a)}; B: ${names(b)}); audit both against the same suite files`);
  const changed = [...a.suites].filter(([name, hash]) => b.suites.get(name) !== hash).map(([name]) => name);
  if (changed.length > 0) throw refuse(`the runs were audited against different versions of suite ${changed.join(', ')} (same name, other content); audit both against the same suite files`);
  const settings = (r: DiffRun) => JSON.stringify({ t: r.artifacts.neighbors.options.thresholds, e: r.artifacts.neighbors.options.envThresholds, w: r.artifacts.neighbors.options.weights });
  if (settings(a) !== settings(b)) throw refuse('the runs were audited with different neighbors thresholds or facet weights, so their flags differ for that reason alone; audit both with the same options');
  if (a.artifacts.embed.model.fingerprint !== b.artifacts.embed.model.fingerprint) throw refuse(`the runs were embedded with different models (${a.artifacts.embed.model.fingerprint} and ${b.artifacts.embed.model.fingerprint}); audit both with the same model`);
}
