// The headline findings, in the order a reader needs them: what overlaps which suite and at which facet, what
// to drop, how many environments are really distinct, whether results look inflated, what to hold out.
// Plain sentences; the Markdown and HTML renderers escape them (suite names and verdicts are untrusted).
import { FACETS } from '../core/types.js';
import type { FlagCounts, ReportModel } from './model.js';
import { plural, suiteTasksCopied } from './view.js';

const fixed2 = (x: number) => x.toFixed(2);

export function headline(m: Omit<ReportModel, 'headline'>): string[] {
  return [...contaminationLines(m), ...m.search.warnings.map((w) => `Search: ${w}.`), redundancyLine(m), ...inflationLines(m), ...subsetLines(m), holdoutLine(m)];
}

function overlapping(c: FlagCounts): number {
  return c.exact + c['near-duplicate'] + c.related;
}

function flagList(c: FlagCounts): string {
  return `${c.exact} exact, ${c['near-duplicate']} near-duplicate, ${c.related} related`;
}

function contaminationLines(m: Omit<ReportModel, 'headline'>): string[] {
  const c = m.contamination;
  const env = m.thresholds.environment;
  const total = c.environments.total;
  const hit = overlapping(c.environments.byFlag);
  const lines = [
    total === 0
      ? 'The portfolio has no environments to audit: every portfolio record was rejected or the files hold none (see rejected.jsonl).'
      : c.suites.length === 0
      ? `No suite was given: the ${total} portfolio environments were not compared with any evaluation suite.`
      : c.suites.every((s) => s.environments === 0)
      ? `The suites hold no environments: the ${total} portfolio environments were not compared with any evaluation suite (see rejected.jsonl).`
      : hit === 0
      ? `None of the ${total} portfolio environments overlaps the suites (every combined score below ${fixed2(env.related)} and no facet at its near-duplicate threshold).`
      : `${hit} of ${total} portfolio environments overlap the suites: ${flagList(c.environments.byFlag)}.`,
  ];
  for (const s of c.suites) {
    const envs = overlapping(s.portfolioEnvironments);
    const copiedEval = s.evalTasks.exact + s.evalTasks['near-duplicate'];
    const facets = FACETS.map((f) => {
      const o = s.facets[f];
      return `${f} ${o.items.exact + o.items['near-duplicate']} in ${plural(o.environments, 'environment')}`;
    }).join(', ');
    if (s.environments === 0) {
      lines.push(`Suite ${s.suite}: no environments, nothing compared.`);
      continue;
    }
    if (envs === 0 && copiedEval === 0 && FACETS.every((f) => s.facets[f].environments === 0)) {
      lines.push(`Suite ${s.suite} (${plural(s.environments, 'environment')}, ${plural(s.tasks, 'task')}): no portfolio environment overlaps it.`);
      continue;
    }
    lines.push(
      `Suite ${s.suite} (${plural(s.environments, 'environment')}, ${plural(s.tasks, 'task')}): ${plural(envs, 'portfolio environment')} overlap it (${flagList(s.portfolioEnvironments)}); ` +
        `copied or near-duplicate items by facet: ${facets}; ${s.tasks === 0 ? 'the suite has no tasks to compare' : suiteTasksCopied(copiedEval, s.tasks)}.`,
    );
  }
  lines.push(taskLine(c.items.tasks, c.suites.reduce((n, s) => n + s.tasks, 0)));
  lines.push(`To drop before training (flagged ${c.drop.at} or above; decontaminate.txt): ${plural(c.drop.environments.length, 'environment')}, ${plural(c.drop.tasks.length, 'further task')} and ${plural(c.drop.tools.length, 'further tool')}.`);
  return lines;
}

/** Counts that say what they are over: no "0 of 0" when one side has no tasks. */
function taskLine(t: FlagCounts, suiteTasks: number): string {
  const portfolioTasks = t.exact + t['near-duplicate'] + t.related + t.clean;
  if (portfolioTasks === 0) return 'Portfolio tasks: none (the portfolio environments have no tasks).';
  if (suiteTasks === 0) return `Portfolio tasks: ${portfolioTasks}, not compared: the suites have no tasks.`;
  return `Portfolio tasks: ${t.exact + t['near-duplicate']} of ${portfolioTasks} copy or nearly copy a suite task (${t.exact} exact, ${t['near-duplicate']} near-duplicate), ${t.related} more are related.`;
}

function redundancyLine(m: Omit<ReportModel, 'headline'>): string {
  const r = m.redundancy;
  const line =
    `Effective environments: ${r.effectiveEnvironments} of ${r.nominalEnvironments} nominal ` +
    `(${plural(r.nearDuplicates.groupsWithCopies, 'near-duplicate group')} with copies at a combined score of ${fixed2(r.nearDuplicates.threshold)} or more); ` +
    `${plural(r.k, 'cluster')}, ${r.redundantClusters} redundant.`;
  const verdict = r.novelty?.summary.verdict;
  return typeof verdict === 'string' ? `${line} Novelty against the baseline: ${verdict}` : line;
}

function inflationLines(m: Omit<ReportModel, 'headline'>): string[] {
  if (!m.strata) return ['Inflation by overlap: not run (the stratify stage has not run on this directory).'];
  const verdicts = m.strata.record.verdicts;
  if (Array.isArray(verdicts) && verdicts.length > 0) return verdicts.map((v) => `Inflation by overlap: ${String(v)}`);
  return ['Inflation by overlap: no verdict (strata were cut, but no results were joined to them).'];
}

function subsetLines(m: Omit<ReportModel, 'headline'>): string[] {
  const verdicts = m.subsets?.verdicts;
  return Array.isArray(verdicts) ? verdicts.map((v) => `Scaling: ${String(v)}`) : [];
}

function holdoutLine(m: Omit<ReportModel, 'headline'>): string {
  const verdict = m.holdout?.verdict;
  return typeof verdict === 'string' ? `Hold-out advice: ${verdict}` : 'Hold-out advice: not run (the holdout stage has not run on this directory).';
}
