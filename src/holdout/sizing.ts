// The portfolio-sizing view (sizing.csv): per task family, how many environments it has and how many are
// distinct, how deep they are (tasks per environment), how many overlap a suite, whether it can be held out
// cleanly, and so its stage on the evidence-based scale of SIZING_DEFAULTS — below the memorization floor,
// rising, diminishing returns, saturated — with what that stage says to buy next. Written by holdout, the
// first stage that has all of it: cluster's near-duplicate groups and family rows, ingest's task items, and
// the hold-out components computed here.
import { readTable, tables, writeTable } from '../artifacts/index.js';
import { round4 } from '../core/csv.js';
import { readItemIndexOf } from '../core/envIndex.js';
import { compareCodeUnits } from '../core/text.js';
import { BUY_NEXT, sizingStage, type SizingStage } from '../scoring/index.js';
import type { Component } from './components.js';
import type { PortfolioEnv } from './runInputs.js';

export interface SizingRow {
  family: string;
  environments: number;
  effective: number;
  tasks: number;
  redundancy: number;
  /** Environments flagged related or above against any suite (the families table), null when neighbors has not run. */
  suiteOverlap: number | null;
  /** Other families it must be held out with to be clean; null when its component spans the portfolio. */
  holdoutWith: number | null;
  stage: SizingStage;
  buyNext: string;
}

export async function sizingRows(runDir: string, envs: PortfolioEnv[], components: Component[]): Promise<SizingRow[]> {
  const groups = await nearDuplicateGroups(runDir);
  const overlap = await suiteOverlap(runDir);
  const { items } = await readItemIndexOf(runDir, 'holdout', ['portfolio']);
  const tasksOf = new Map<string, number>();
  for (const item of items) if (item.facet === 'tasks') tasksOf.set(item.env, (tasksOf.get(item.env) ?? 0) + 1);
  const componentOf = new Map(components.flatMap((c) => c.families.map((f) => [f, c] as const)));
  const byFamily = new Map<string, PortfolioEnv[]>();
  for (const e of envs) byFamily.set(e.family, [...(byFamily.get(e.family) ?? []), e]);
  return [...byFamily.keys()].sort(compareCodeUnits).map((family) => {
    const members = byFamily.get(family) as PortfolioEnv[];
    // An environment missing from the near_duplicates table (an older run) counts as its own group.
    const effective = new Set(members.map((e) => groups.get(e.id) ?? `env:${e.id}`)).size;
    const redundancy = round4(1 - effective / members.length);
    const component = componentOf.get(family);
    const stage = sizingStage(effective, redundancy);
    return {
      family,
      environments: members.length,
      effective,
      tasks: members.reduce((s, e) => s + (tasksOf.get(e.id) ?? 0), 0),
      redundancy,
      suiteOverlap: overlap ? (overlap.get(family) ?? 0) : null,
      holdoutWith: component && components.length > 1 ? component.families.length - 1 : null,
      stage,
      buyNext: BUY_NEXT[stage],
    };
  });
}

export async function writeSizing(runDir: string, rows: SizingRow[]): Promise<void> {
  await writeTable(runDir, tables.sizing, rows.map((r) => [r.family, r.environments, r.effective, r.tasks, round4(r.tasks / r.environments), r.redundancy, r.suiteOverlap, r.holdoutWith !== null, r.holdoutWith, r.stage, r.buyNext]));
}

/** Environment id → its near-duplicate group (the near_duplicates table lists every portfolio environment once). */
async function nearDuplicateGroups(runDir: string): Promise<Map<string, string>> {
  const rows = await readTable(runDir, tables.nearDuplicates, { stage: 'holdout' });
  return new Map(rows.map((r) => [r.env_id, `group:${r.group}`]));
}

/** Family → environments not clean against the suites, from the families table; null without suite scores (no neighbors run). */
async function suiteOverlap(runDir: string): Promise<Map<string, number> | null> {
  const rows = await readTable(runDir, tables.families, { stage: 'holdout', optional: true });
  if (!rows || rows.every((r) => r.suite_flagged === null)) return null;
  return new Map(rows.map((r) => [r.family, r.suite_flagged ?? 0]));
}
