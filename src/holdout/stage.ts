// The holdout stage: which task families can be held out cleanly — with nothing at or above the `related`
// threshold left in the training families — or whether a proposed hold-out leaks, naming every leaking pair.
// With a deployment mix (family weights), the covered mass C(S) = Σ p_s over the families that keep training
// environments. Reads the cluster stage's related pairs (related_pairs.jsonl); writes holdout.json, and the
// sizing table (sizing.ts).
import { join } from 'node:path';
import { artifactsOf } from '../artifacts/index.js';
import type { StageContext } from '../core/context.js';
import { round4 } from '../core/csv.js';
import { HOLDOUT_DEFAULTS } from '../core/defaults.js';
import { EnvsieveError } from '../core/errors.js';
import { writeJsonAtomic } from '../core/io.js';
import { CHOICE_RULE, chooseComponents, familyComponents, type Component } from './components.js';
import { coverageOf, type Coverage } from './coverage.js';
import { readHoldoutInputs, type HoldoutInputs, type PortfolioEnv, type RelatedPair } from './runInputs.js';
import { sizingRows, writeSizing } from './sizing.js';
import { readFamilyWeights, type FamilyWeights } from './weights.js';
import { compareCodeUnits } from '../core/text.js';
import type { OptionValues } from '../core/options.js';
import type { HOLDOUT_OPTIONS } from './options.js';

/** The declared options (options.ts), and the deployment mix: a `family, weight` CSV, for the covered mass. */
export type HoldoutOptions = OptionValues<typeof HOLDOUT_OPTIONS.options> & { familyWeights?: string };

export interface Leak {
  heldout_env: string;
  heldout_family: string;
  train_env: string;
  train_family: string;
  score: number;
  tools: number | null;
  state: number | null;
  tasks: number | null;
}

/** holdout.json, as written (the report stage reads it). */
export interface HoldoutReport {
  schemaVersion: 1;
  stage: 'holdout';
  mode: 'recommend' | 'check';
  threshold: number;
  fraction: number | null;
  families: string[];
  heldout_environments: number;
  training_environments: number;
  leaks: Leak[];
  clean: boolean;
  rule: string;
  coverage: Coverage | null;
  verdict: string;
  /** Families that must be held out with the checked ones for a clean hold-out (check mode; [] when clean). */
  also_hold_out: string[];
  components: number;
  portfolio_families: number;
  generatedAt: string;
}

export const HOLDOUT_ARTIFACTS: readonly string[] = artifactsOf('holdout');

const invalid = (message: string) => new EnvsieveError('invalid_option', message, { stage: 'holdout' });

export async function holdout(runDir: string, options: HoldoutOptions = {}, ctx: StageContext = {}): Promise<HoldoutReport> {
  const { fraction, families: proposed } = checkOptions(options);
  // The weights file is read first: a bad file fails before anything else is looked at.
  const weights = options.familyWeights !== undefined ? await readFamilyWeights(options.familyWeights) : null;
  const inputs = await readHoldoutInputs(runDir);
  const threshold = options.threshold ?? inputs.clusterThreshold;
  if (threshold < inputs.clusterThreshold) {
    throw invalid(`the threshold ${threshold} is below the ${inputs.clusterThreshold} related_pairs.csv was written at; re-run 'envsieve cluster --threshold-env-related ${threshold}' first`);
  }
  const sizes = familySizes(inputs.envs);
  const leaking = inputs.pairs.filter((p) => p.score >= threshold);
  const components = familyComponents(sizes, leaking.map((p) => ({ a: p.a.family, b: p.b.family })));
  const heldout = proposed ? checkFamilies(proposed, sizes) : chooseComponents(weights ? byMass(components, weights) : bySeparation(components, inputs.familySimilarity), (fraction as number) * inputs.envs.length).flatMap((c) => c.families).sort(compareCodeUnits);
  const held = new Set(heldout);
  const leaks = leaksOf(leaking, held);
  const heldoutEnvironments = heldout.reduce((s, f) => s + (sizes.get(f) ?? 0), 0);
  const coverage = weights ? coverageOf(weights, new Set([...sizes.keys()].filter((f) => !held.has(f))), new Set(sizes.keys())) : null;
  const alsoHoldOut = leaks.length > 0 ? closure(components, held) : [];
  const report: Omit<HoldoutReport, 'verdict' | 'generatedAt'> = {
    schemaVersion: 1,
    stage: 'holdout',
    mode: proposed ? 'check' : 'recommend',
    threshold,
    fraction: proposed ? null : (fraction as number),
    families: heldout,
    heldout_environments: heldoutEnvironments,
    training_environments: inputs.envs.length - heldoutEnvironments,
    leaks,
    clean: leaks.length === 0,
    rule: proposed
      ? `a leak is a pair of a held-out and a training environment whose combined score reaches ${threshold} (related_pairs.csv); the hold-out is clean when there is none`
      : `${CHOICE_RULE}${weights ? '; with family weights, components are taken lightest deployment mass first, so that among sets of the chosen count the hold-out prefers families the deployment mix needs least' : '; components are taken in order of separation (lowest family similarity to any family outside them first, family_similarity.csv), so that among sets of the chosen count the hold-out prefers families the training set resembles least'}; a leak is a pair of environments of two families whose combined score reaches ${threshold} (related_pairs.csv)`,
    coverage,
    also_hold_out: alsoHoldOut,
    components: components.length,
    portfolio_families: sizes.size,
  };
  const full: HoldoutReport = {
    ...report,
    verdict: verdict(report, components, alsoHoldOut, sizes, inputs.envs.length),
    generatedAt: (ctx.now?.() ?? new Date()).toISOString(),
  };
  await writeSizing(runDir, await sizingRows(runDir, inputs.envs, components));
  await writeJsonAtomic(join(runDir, 'holdout.json'), full);
  return full;
}

function checkOptions(o: HoldoutOptions): { fraction: number | null; families: string[] | null } {
  if (o.fraction !== undefined && o.families !== undefined) throw invalid('give either a fraction to recommend a hold-out or the families to check, not both');
  if (o.threshold !== undefined && !(o.threshold >= -1 && o.threshold <= 1)) throw invalid(`the related threshold must be within [-1, 1] (got ${o.threshold})`);
  if (o.families !== undefined) {
    const families = [...new Set(o.families.map((f) => f.trim()).filter((f) => f !== ''))].sort(compareCodeUnits);
    if (families.length === 0) throw invalid('no families named to check');
    return { fraction: null, families };
  }
  const fraction = o.fraction ?? HOLDOUT_DEFAULTS.fraction;
  if (!(fraction > 0 && fraction < 1)) throw invalid(`the fraction must be between 0 and 1, exclusive (got ${fraction})`);
  return { fraction, families: null };
}

/**
 * Without weights, components in order of separation from the rest: the highest family similarity between one
 * of their families and a family outside them, lowest first (then by first family). Among equally sized
 * clean hold-outs this prefers families the training set resembles least, the cleaner test of generalisation.
 */
function bySeparation(components: Component[], similarities: HoldoutInputs['familySimilarity']): Component[] {
  const componentOf = new Map(components.flatMap((c, i) => c.families.map((f) => [f, i] as const)));
  const closest = new Float64Array(components.length);
  for (const { a, b, similarity } of similarities) {
    const [ca, cb] = [componentOf.get(a), componentOf.get(b)];
    if (ca === undefined || cb === undefined || ca === cb) continue;
    closest[ca] = Math.max(closest[ca] as number, similarity);
    closest[cb] = Math.max(closest[cb] as number, similarity);
  }
  return components.map((c, i) => ({ c, m: closest[i] as number })).sort((x, y) => x.m - y.m || compareCodeUnits(x.c.families[0] as string, y.c.families[0] as string)).map((x) => x.c);
}

/** With weights, components in order of their deployment mass (lightest first, then by first family). */
function byMass(components: Component[], weights: FamilyWeights): Component[] {
  const mass = (c: Component) => c.families.reduce((s, f) => s + (weights.probabilities.get(f) ?? 0), 0);
  return components.map((c) => ({ c, m: mass(c) })).sort((x, y) => x.m - y.m || compareCodeUnits(x.c.families[0] as string, y.c.families[0] as string)).map((x) => x.c);
}

function familySizes(envs: PortfolioEnv[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const e of envs) sizes.set(e.family, (sizes.get(e.family) ?? 0) + 1);
  return new Map([...sizes].sort(([a], [b]) => compareCodeUnits(a, b)));
}

function checkFamilies(families: string[], sizes: Map<string, number>): string[] {
  const unknown = families.filter((f) => !sizes.has(f));
  if (unknown.length > 0) {
    const known = [...sizes.keys()];
    const listed = known.slice(0, 10).join(', ') + (known.length > 10 ? `, … (${known.length} in all)` : '');
    throw invalid(`unknown famil${unknown.length === 1 ? 'y' : 'ies'} ${unknown.map((f) => `'${f}'`).join(', ')}; the portfolio's families are: ${listed}`);
  }
  if (families.length === sizes.size) throw invalid('the hold-out names every family of the portfolio: nothing would be left to train on');
  return families;
}

/** Every pair with exactly one environment held out, the held-out one first; highest score first. */
function leaksOf(pairs: RelatedPair[], held: Set<string>): Leak[] {
  const leaks: Leak[] = [];
  for (const p of pairs) {
    const [inA, inB] = [held.has(p.a.family), held.has(p.b.family)];
    if (inA === inB) continue;
    const [h, t] = inA ? [p.a, p.b] : [p.b, p.a];
    leaks.push({ heldout_env: h.id, heldout_family: h.family, train_env: t.id, train_family: t.family, score: round4(p.score), tools: p.tools, state: p.state, tasks: p.tasks });
  }
  return leaks.sort((x, y) => y.score - x.score || compareCodeUnits(x.heldout_family, y.heldout_family) || compareCodeUnits(x.heldout_env, y.heldout_env) || compareCodeUnits(x.train_env, y.train_env));
}

/** The training families in the components of the held-out ones: what a clean hold-out must add. */
function closure(components: Component[], held: Set<string>): string[] {
  return components.filter((c) => c.families.some((f) => held.has(f))).flatMap((c) => c.families.filter((f) => !held.has(f))).sort(compareCodeUnits);
}

function verdict(r: Omit<HoldoutReport, 'verdict' | 'generatedAt'>, components: Component[], also: string[], sizes: Map<string, number>, total: number): string {
  const pct = (n: number) => `${Math.round((n / total) * 1000) / 10}%`;
  const list = (xs: string[]) => (xs.length <= 6 ? xs.join(', ') : `${xs.slice(0, 6).join(', ')} and ${xs.length - 6} more`);
  const covered = r.coverage ? `; training then covers ${Math.round(r.coverage.covered_mass * 1000) / 10}% of the deployment mix` : '';
  if (r.mode === 'recommend') {
    if (r.families.length === 0) {
      if (sizes.size === 1) return 'No hold-out is possible: the portfolio has a single family, and holding it out would leave nothing to train on.';
      const only = components[0]?.families.length ?? 0;
      return `No clean hold-out exists at ${r.threshold}: leaking pairs join all ${only} families into one component; raise --threshold-env-related or remove the linking environments listed in related_pairs.csv.`;
    }
    return `Hold out ${r.families.length === 1 ? 'family' : `${r.families.length} families`} ${list(r.families)} (${r.heldout_environments} of ${total} environments, ${pct(r.heldout_environments)}): no training environment reaches ${r.threshold} with them${covered}.`;
  }
  if (r.clean) return `The proposed hold-out (${list(r.families)}; ${r.heldout_environments} environments) is clean: no training environment reaches ${r.threshold} with it${covered}.`;
  const trainFamilies = [...new Set(r.leaks.map((l) => l.train_family))].sort(compareCodeUnits);
  const extra = also.reduce((s, f) => s + (sizes.get(f) ?? 0), 0);
  const fix = also.length + r.families.length < sizes.size
    ? `hold out ${list(also)} as well (${extra} more environments) or drop the leaking training environments`
    : 'no clean hold-out contains these families (their component spans the portfolio): drop the leaking training environments instead';
  return `The proposed hold-out leaks: ${r.leaks.length} environment pair${r.leaks.length === 1 ? '' : 's'} at ${r.threshold} or above link it to training famil${trainFamilies.length === 1 ? 'y' : 'ies'} ${list(trainFamilies)}; ${fix}${covered}.`;
}
