// The subsets stage: nested, cluster-spread manifests of the portfolio (manifests/subset-<fraction>.txt) for
// a scaling ablation and, with the scores of those runs, the least-squares slope of score against
// log2(number of environments) — the score gained per doubling — with its t interval. Writes subsets.json.
import { join } from 'node:path';
import { linearRegression } from 'simple-statistics';
import type { StageContext } from '../core/context.js';
import { STRATIFY_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeJsonAtomic } from '../core/io.js';
import { tCritical } from './_tdist.js';
import { manifestPath, writeManifests } from './manifests.js';
import { breadthOrder, subsetSize } from './nested.js';
import { KIND_HELP, readResultsTable, resultsKind, scalingResults } from './results.js';
import { readClusterMembership } from './runArtifacts.js';
import type { OptionValues } from '../core/options.js';
import type { SUBSETS_OPTIONS } from './options.js';

/** The declared options (options.ts), and the scores of the scaling runs: `subset` (a manifest name) or `n_envs`, and `score`. */
export type SubsetsOptions = OptionValues<typeof SUBSETS_OPTIONS.options> & { results?: string };

export interface Scaling {
  slope: number;
  intercept: number;
  standardError: number | null;
  ci: { low: number; high: number } | null;
  points: Array<{ nEnvs: number; score: number }>;
}

export interface SubsetsSummary {
  runDir: string;
  environments: number;
  subsets: Array<{ fraction: number; n: number; manifest: string }>;
  scaling: Scaling | null;
  verdicts: string[];
}

const STAGE = 'subsets';
const invalid = (message: string) => new EnvsieveError('invalid_option', message, { stage: STAGE });
export const subsetName = (fraction: number) => `subset-${fraction}`;

function resolve(options: SubsetsOptions) {
  const seed = options.seed ?? STRATIFY_DEFAULTS.subsetSeed;
  if (!Number.isInteger(seed) || seed < 1 || seed > 0xffffffff) throw invalid(`seed must be a whole number from 1 to 2^32 - 1 (got ${seed})`);
  const fractions = options.fractions ?? [...STRATIFY_DEFAULTS.fractions];
  if (fractions.length === 0) throw invalid('fractions needs at least one value');
  for (const f of fractions) if (!(f > 0 && f <= 1)) throw invalid(`fractions must lie in (0, 1] (got ${f})`);
  return { seed, fractions: [...new Set(fractions)].sort((a, b) => a - b) };
}

export async function subsets(runDir: string, options: SubsetsOptions = {}, ctx: StageContext = {}): Promise<SubsetsSummary> {
  const o = resolve(options);
  const envs = await readClusterMembership(runDir, STAGE);
  if (envs.length === 0) throw new EnvsieveError('artifact_missing', 'near_duplicates.jsonl lists no portfolio environments', { stage: STAGE, place: { file: join(runDir, 'near_duplicates.jsonl') } });
  const order = breadthOrder(envs, o.seed);
  const list = o.fractions.map((fraction) => ({ fraction, n: subsetSize(fraction, envs.length), manifest: manifestPath(subsetName(fraction)) }));
  const sizeOf = new Map(list.map((s) => [subsetName(s.fraction), s.n]));
  const scaling = options.results ? fit(await scalingPoints(options.results, sizeOf)) : null;
  ctx.log?.(`writing ${list.length} nested subsets of ${envs.length} environments`);
  const clusters = new Set(envs.map((e) => e.cluster ?? e.id)).size;
  await writeManifests(
    runDir,
    list.map((s) => ({
      name: subsetName(s.fraction),
      comments: [
        `${subsetName(s.fraction)}: ${s.n} of ${envs.length} portfolio environments (fraction ${s.fraction}), ${new Set(order.slice(0, s.n).map((e) => e.cluster ?? e.id)).size} of ${clusters} clusters`,
        `nested: contains every smaller subset of this run; seed ${o.seed}; one environment from each cluster first (largest first), then clusters in proportion to size, group representatives before near-duplicates`,
        'written by envsieve subsets; one environment id per line below, in the order taken; lines starting with # are comments, a line in double quotes is an id as a JSON string',
      ],
      ids: order.slice(0, s.n).map((e) => e.id),
    })),
    'subsets.json',
  );
  const verdicts = options.results ? [scalingVerdict(scaling)] : [];
  await writeJsonAtomic(join(runDir, 'subsets.json'), {
    schemaVersion: 1,
    stage: 'subsets',
    seed: o.seed,
    fractions: o.fractions,
    environments: envs.length,
    clusters,
    subsets: list,
    scaling: scaling && {
      slope: round(scaling.slope),
      ci_low: scaling.ci ? round(scaling.ci.low) : null,
      ci_high: scaling.ci ? round(scaling.ci.high) : null,
      intercept: round(scaling.intercept),
      standard_error: scaling.standardError === null ? null : round(scaling.standardError),
      points: scaling.points.map((p) => ({ n_envs: p.nEnvs, score: p.score })),
    },
    results: options.results ?? null,
    verdicts,
  });
  return { runDir, environments: envs.length, subsets: list, scaling, verdicts };
}

const round = (x: number) => Number(x.toPrecision(6));

async function scalingPoints(file: string, sizeOf: Map<string, number>): Promise<Array<{ nEnvs: number; score: number }>> {
  const table = await readResultsTable(file, STAGE);
  if (resultsKind(table) !== 'scaling') throw new EnvsieveError('input_unreadable', `not a scaling results file; expected a \`subset\` or \`n_envs\` column and \`score\` (the kinds: ${KIND_HELP})`, { stage: STAGE, place: { file, line: 1 } });
  return scalingResults(table, STAGE).map((r) => {
    const fromSubset = r.subset === null ? null : sizeOf.get(r.subset.replace(/\.txt$/, '').replace(/^manifests\//, ''));
    if (r.subset !== null && fromSubset === undefined) throw new EnvsieveError('input_unreadable', `unknown subset ${JSON.stringify(r.subset)}: this run's subsets are ${[...sizeOf.keys()].join(', ')}`, { stage: STAGE, place: { file, line: r.line, field: 'subset' } });
    if (fromSubset != null && r.nEnvs !== null && fromSubset !== r.nEnvs) throw new EnvsieveError('input_unreadable', `n_envs ${r.nEnvs} disagrees with ${r.subset} (${fromSubset} environments)`, { stage: STAGE, place: { file, line: r.line, field: 'n_envs' } });
    return { nEnvs: (fromSubset ?? r.nEnvs) as number, score: r.score };
  });
}

/**
 * Ordinary least squares of score on log2(n) (simple-statistics), with the slope's standard error
 * √(SSE / (m−2) / Sxx) and a 95% t interval on m−2 degrees of freedom; no interval from two points.
 */
export function fit(points: Array<{ nEnvs: number; score: number }>): Scaling | null {
  const xy = points.map((p) => [Math.log2(p.nEnvs), p.score]);
  const xs = xy.map((p) => p[0] as number);
  if (new Set(xs).size < 2) return null;
  const { m, b } = linearRegression(xy);
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const sxx = xs.reduce((s, x) => s + (x - mean) ** 2, 0);
  const sse = xy.reduce((s, [x, y]) => s + ((y as number) - (m * (x as number) + b)) ** 2, 0);
  const df = xy.length - 2;
  const standardError = df > 0 ? Math.sqrt(sse / df / sxx) : null;
  const half = standardError === null ? null : tCritical(0.95, df) * standardError;
  return { slope: m, intercept: b, standardError, ci: half === null ? null : { low: m - half, high: m + half }, points };
}

export function scalingVerdict(s: Scaling | null): string {
  if (!s) return 'no scaling slope: the results need scores at two or more portfolio sizes';
  const sizes = [...new Set(s.points.map((p) => p.nEnvs))].sort((a, b) => a - b);
  const where = `${s.points.length} runs at ${sizes.length} sizes, ${sizes[0]}–${sizes[sizes.length - 1]} environments`;
  const f3 = (x: number) => x.toFixed(3);
  if (!s.ci) return `score changes by ${f3(s.slope)} per doubling of environments (${where}; too few runs for an interval)`;
  const slope = `${f3(s.slope)} per doubling of environments [${f3(s.ci.low)}, ${f3(s.ci.high)}] (${where})`;
  if (s.ci.low > 0) return `score gains ${slope}: more environments help`;
  if (s.ci.high < 0) return `score falls by ${f3(-s.slope)} per doubling [${f3(s.ci.low)}, ${f3(s.ci.high)}] (${where}): more environments hurt`;
  return `no evidence that more environments help: slope ${slope}, an interval that includes 0`;
}
