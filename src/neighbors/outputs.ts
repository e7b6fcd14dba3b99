// The neighbour stage's artifacts: the contamination table (one row per portfolio environment), env_pairs,
// task_matches, item_matches (tools and state), eval_tasks (each as rows and their CSV render) and
// decontaminate.txt. Rows are in a
// stable order and similarities rounded to four decimals, so equal inputs give equal bytes.
import { join } from 'node:path';
import { tables, writeTable } from '../artifacts/index.js';
import { round4, type Cell } from '../core/csv.js';
import { FLAG_RANK, type Flag } from '../core/defaults.js';
import { formatIdList } from '../core/idList.js';
import { writeFileAtomic } from '../core/io.js';
import { FACETS, type FacetItem } from '../core/types.js';
import type { EvalTask } from './evalSide.js';
import { atLeast, stricter, type ItemMatch } from './itemMatches.js';
import type { EnvInfo, PairScore, RunData } from '../scoring/index.js';

export interface EnvRow {
  env: EnvInfo;
  best: PairScore | undefined;
  /** Its items flagged `related` or above against that suite environment's items. */
  flaggedItems: number;
}

const facetCells = (pair: PairScore | undefined, pick: (f: NonNullable<PairScore['facets']['tools']>) => number): Cell[] =>
  FACETS.map((facet) => {
    const f = pair?.facets[facet];
    return f ? round4(pick(f)) : '';
  });

/**
 * The pair an environment's row reports: of its scored pairs (highest score first), the one with the strictest
 * flag, then the highest score. Not simply the highest score: a pair holding copied items is at least `related`
 * whatever its score (envScores.ts), and the row must carry that flag — apollo's retail_2, on tau-bench retail's
 * database (3 tables near-duplicates), scored 0.656 against tau-bench retail and 0.668 against a ToolBench
 * Amazon scraper by its tools, and was `clean` by the second.
 */
export function flaggedPair(pairs: readonly PairScore[] | undefined): PairScore | undefined {
  return pairs?.reduce((best, p) => (FLAG_RANK[p.flag] > FLAG_RANK[best.flag] ? p : best));
}

export async function writeContamination(dir: string, rows: EnvRow[]): Promise<void> {
  const body = rows.map(({ env, best, flaggedItems }) => [
    env.id, env.family, round4(best?.score ?? 0), ...facetCells(best, (f) => Math.max(f.fwd, f.rev)), best?.flag ?? 'clean',
    best?.suite.id ?? '', best?.suite.suite ?? '', best?.facets.tools?.exact ?? 0, best?.facets.tools?.renamed ?? 0,
    best?.facets.tasks?.nearDuplicates ?? 0, best?.facets.tasks?.exact ?? 0, flaggedItems, ...facetCells(best, (f) => f.fwd), ...facetCells(best, (f) => f.rev),
  ]);
  await writeTable(dir, tables.contamination, body);
}

export async function writeEnvPairs(dir: string, pairs: Map<string, PairScore[]>, topEnvs: number): Promise<void> {
  const body: Cell[][] = [];
  for (const list of pairs.values()) {
    for (const p of list.slice(0, topEnvs)) {
      body.push([p.portfolio.id, p.suite.id, p.suite.suite, round4(p.score), ...facetCells(p, (f) => Math.max(f.fwd, f.rev)), p.facets.tools?.exact ?? 0, p.facets.tools?.renamed ?? 0, p.facets.tasks?.nearDuplicates ?? 0, p.flag]);
    }
  }
  await writeTable(dir, tables.envPairs, body);
}

function byCosine(data: RunData, matches: ItemMatch[]): ItemMatch[] {
  return [...matches].sort((a, b) => b.cosine - a.cosine || ((data.items[a.item] as FacetItem).id < (data.items[b.item] as FacetItem).id ? -1 : 1));
}

/**
 * The shared identifiers of a match, rarest first, then the names and numbers a task not in the model's language
 * kept that are not among them, at most SHARED_SHOWN in all, separated by "; ".
 */
function sharedCell(m: ItemMatch): string {
  const ids = m.identifiers.shared;
  const shared = m.kept ? [...ids, ...m.kept.shared.filter((t) => !ids.includes(t))] : ids;
  return shared.length > SHARED_SHOWN ? `${shared.slice(0, SHARED_SHOWN).join('; ')}; … ${shared.length - SHARED_SHOWN} more` : shared.join('; ');
}

const SHARED_SHOWN = 8;

export async function writeTaskMatches(dir: string, data: RunData, matches: ItemMatch[]): Promise<void> {
  const body = byCosine(data, matches.filter((m) => atLeast(m.flag, 'related'))).map((m) => {
    const item = data.items[m.item] as FacetItem;
    const match = data.items[m.match] as FacetItem;
    return [item.id, item.env, match.id, match.env, (data.envOf[m.match] as EnvInfo).suite, round4(m.cosine), round4(m.overlap), round4(m.jaccard), round4(m.identifiers.share), sharedCell(m), round4(m.rareWording), m.flag, m.why.join('; '), item.text, match.text];
  });
  await writeTable(dir, tables.taskMatches, body);
}

export async function writeItemMatches(dir: string, data: RunData, matches: ItemMatch[]): Promise<void> {
  const body = byCosine(data, matches.filter((m) => atLeast(m.flag, 'related'))).map((m) => {
    const item = data.items[m.item] as FacetItem;
    const match = data.items[m.match] as FacetItem;
    return [item.id, item.env, item.facet, match.id, match.env, (data.envOf[m.match] as EnvInfo).suite, round4(m.cosine), m.renamed, round4(m.structure), round4(m.identifiers.share), sharedCell(m), round4(m.rareWording), m.flag, m.why.join('; ')];
  });
  await writeTable(dir, tables.itemMatches, body);
}

export async function writeEvalTasks(dir: string, data: RunData, tasks: EvalTask[]): Promise<void> {
  const body = tasks.map((t) => {
    const item = data.items[t.item] as FacetItem;
    const nearest = t.nearest >= 0 ? (data.items[t.nearest] as FacetItem) : undefined;
    return [item.id, item.env, (data.envOf[t.item] as EnvInfo).suite, round4(t.similarity), nearest?.id ?? '', nearest?.env ?? '', t.flag];
  });
  await writeTable(dir, tables.evalTasks, body);
}

/**
 * The listed tool matches but those of an environment all of whose tools are listed: such an environment is
 * the suite environment's tool set with other tasks (tau-bench retail's train split holds its 16 tools
 * verbatim), and stripping every tool would leave it unusable; whether it goes whole is the environment flag's
 * decision. decontaminate/plan.ts applies the same rule to what it removes.
 */
function partialCopies(data: RunData, listed: ItemMatch[]): ItemMatch[] {
  const perEnv = new Map<EnvInfo, number>();
  for (const m of listed) perEnv.set(data.envOf[m.item] as EnvInfo, (perEnv.get(data.envOf[m.item] as EnvInfo) ?? 0) + 1);
  return listed.filter((m) => (perEnv.get(data.envOf[m.item] as EnvInfo) ?? 0) < (data.envOf[m.item] as EnvInfo).items.tools.length);
}

/**
 * Environment ids, then the ids of tasks, then of tools, outside those environments, flagged at `dropAt` or
 * above: a partly contaminated environment loses its copied tasks and tools, not itself.
 */
export async function writeDecontaminate(dir: string, data: RunData, rows: EnvRow[], taskMatches: ItemMatch[], toolMatches: ItemMatch[], dropAt: Flag, dropToolsAt: Flag, rule: string[]): Promise<{ envs: number; tasks: number; tools: number }> {
  const envs = rows.filter((r) => r.best && atLeast(r.best.flag, dropAt)).map((r) => r.env.id);
  const dropped = new Set(envs);
  const further = (matches: ItemMatch[], level: Flag) => matches.filter((m) => atLeast(m.flag, level) && !dropped.has((data.items[m.item] as FacetItem).env));
  const ids = (matches: ItemMatch[]) => matches.map((m) => (data.items[m.item] as FacetItem).id).sort();
  const tasks = ids(further(taskMatches, dropAt));
  const tools = ids(partialCopies(data, further(toolMatches, stricter(dropAt, dropToolsAt))));
  const comments = [...rule, `${envs.length} environments, ${tasks.length} further tasks, ${tools.length} further tools`];
  await writeFileAtomic(join(dir, 'decontaminate.txt'), formatIdList(comments, [...envs.sort(), ...tasks, ...tools]));
  return { envs: envs.length, tasks: tasks.length, tools: tools.length };
}
