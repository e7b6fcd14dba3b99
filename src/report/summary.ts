// The four questions a reader opens the report with — is my training data contaminated, what do I drop, is my
// eval inflated, what do I build next — each answered in plain words with its key numbers and a link to the
// section with the evidence. Built from the model alone (strata.json's comparisons, trend and clean part, not
// its sentences), so report.md and report.html answer alike. Plain text: the renderers escape it.
import type { FlagCounts, ReportModel } from './model.js';
import { pct, plural, suiteTasksCopied } from './view.js';

export interface Answer {
  question: string;
  answer: string;
  /** The section (its id) that holds the evidence. */
  section: string;
}

const f2 = (x: number) => x.toFixed(2);
const overlapping = (c: FlagCounts) => c.exact + c['near-duplicate'] + c.related;

export function answers(m: ReportModel): Answer[] {
  return [contaminated(m), drop(m), inflated(m), next(m)];
}

function contaminated(m: ReportModel): Answer {
  const c = m.contamination;
  const question = 'Is my training data contaminated?';
  if (c.suites.length === 0) return { question, answer: 'Not checked: no evaluation suite was given.', section: 'suites' };
  if (c.suites.every((s) => s.environments === 0)) return { question, answer: 'Not checked: the suites hold no environments (see rejected.jsonl).', section: 'suites' };
  const suiteTasks = c.suites.reduce((n, s) => n + s.tasks, 0);
  const hit = overlapping(c.environments.byFlag);
  const t = c.items.tasks;
  const tasks = t.exact + t['near-duplicate'] + t.related + t.clean;
  const copied = t.exact + t['near-duplicate'];
  const worst = [...c.suites].sort((x, y) => overlapping(y.portfolioEnvironments) - overlapping(x.portfolioEnvironments) || x.suite.localeCompare(y.suite))[0];
  const head = hit === 0 ? `No: none of the ${c.environments.total} portfolio environments overlaps the suites.` : `Yes: ${hit} of ${c.environments.total} portfolio environments overlap the suites (${c.environments.byFlag.exact} exact, ${c.environments.byFlag['near-duplicate']} near-duplicate, ${c.environments.byFlag.related} related).`;
  const taskPart = tasks === 0 ? '' : suiteTasks === 0 ? ` The ${plural(tasks, 'portfolio task')} were not compared: the suites have no tasks.` : ` ${copied} of ${tasks} portfolio tasks copy or nearly copy a suite task.`;
  const worstPart = worst && overlapping(worst.portfolioEnvironments) > 0 ? ` Most overlapped suite: ${worst.suite} (${plural(overlapping(worst.portfolioEnvironments), 'environment')}).` : '';
  return { question, answer: head + taskPart + worstPart, section: 'suites' };
}

function drop(m: ReportModel): Answer {
  const d = m.contamination.drop;
  const n = d.environments.length + d.tasks.length + d.tools.length;
  return {
    question: 'What do I drop?',
    answer:
      n === 0
        ? `Nothing is flagged ${d.at} or above.`
        : `${plural(d.environments.length, 'environment')}, ${plural(d.tasks.length, 'further task')} and ${plural(d.tools.length, 'further tool')}, flagged ${d.at} or above; the list with the reason for each is below (decontaminate.txt; envsieve decontaminate writes the clean manifests).`,
    section: 'drop',
  };
}

type Row = Record<string, unknown>;
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function inflated(m: ReportModel): Answer {
  const question = 'Is my eval inflated?';
  const suiteTasks = m.contamination.evalTasks;
  const copied = suiteTasks.byFlag.exact + suiteTasks.byFlag['near-duplicate'];
  const noSuite = m.contamination.suites.every((s) => s.environments === 0);
  const exposure = noSuite ? 'No suite environments were compared.' : `${suiteTasksCopied(copied, suiteTasks.total).replace(/^t/, 'T')}.`;
  const record = m.strata?.record;
  const results = (record?.results as Row | undefined)?.eval as Row | null | undefined;
  if (!record || !results) return { question, answer: `Not measured: no eval results were joined (give them with --results). ${exposure}`, section: 'strata' };
  const matched = num(results.matched) ?? 0;
  const rows = (m.strata?.table ?? []).filter((r) => r.side === 'eval' && r.scheme === 'q2' && r.metric === 'pass@1');
  const weight = rows.reduce((s, r) => s + (num(r.n) ?? 0), 0);
  const overall = weight > 0 ? rows.reduce((s, r) => s + (num(r.value) ?? 0) * (num(r.n) ?? 0), 0) / weight : null;
  const parts = [`Results on ${plural(matched, 'suite task')}${overall === null ? '' : `, pass@1 ${f2(overall)}`}. ${exposure}`];
  const halves = (Array.isArray(record.comparisons) ? (record.comparisons as Row[]) : []).find((c) => c.side === 'eval' && c.scheme === 'q2' && c.metric === 'pass@1');
  if (!halves) parts.push('The tasks with results cannot be split by similarity (they fall in one stratum), so no comparison is possible.');
  else if (halves.too_small === true) parts.push('Too few tasks with results in the most- and least-similar halves for a verdict.');
  else {
    const d = num(halves.difference);
    const low = num(halves.ci_low);
    const high = num(halves.ci_high);
    if (d !== null && low !== null && high !== null) {
      const verdict = halves.inflated === true ? 'likely inflated by overlap' : halves.confounded === true ? 'explained by the suites’ own levels, not by overlap' : 'no evidence of inflation';
      parts.push(`Most- minus least-similar half: ${d >= 0 ? '+' : ''}${f2(d)} [${f2(low)}, ${f2(high)}], ${verdict}; an interval ${f2(high - low)} wide means only a gap larger than about ${f2((high - low) / 2)} could show on these tasks.`);
    }
  }
  parts.push(cleanSentence(record.clean_part as Row | null | undefined));
  return { question, answer: parts.join(' '), section: 'strata' };
}

function cleanSentence(clean: Row | null | undefined): string {
  if (!clean) return '';
  const withResults = num(clean.with_results) ?? 0;
  if (withResults === 0) return `No task with results is free of related training material, so there is no clean score.`;
  const e = (Array.isArray(clean.estimates) ? (clean.estimates as Row[]) : []).find((x) => x.metric === 'pass@1');
  const value = num(e?.value);
  const low = num(e?.ci_low);
  const high = num(e?.ci_high);
  if (value === null) return '';
  return `Score on the part with no related training material (${withResults} of ${num(clean.results_total) ?? withResults} tasks): pass@1 ${f2(value)}${low !== null && high !== null ? ` [${f2(low)}, ${f2(high)}]` : ''}.`;
}

function next(m: ReportModel): Answer {
  const r = m.redundancy;
  const parts = [
    `${r.effectiveEnvironments} of ${r.nominalEnvironments} environments are effectively distinct (${plural(r.nearDuplicates.groupsWithCopies, 'near-duplicate group')} with copies); ${plural(r.k, 'cluster')}, ${r.redundantClusters} redundant, the largest holding ${pct(r.shareInLargestClusters.top1 ?? 0)} of the portfolio.`,
  ];
  const verdict = r.novelty?.summary.verdict;
  if (typeof verdict === 'string') parts.push(`Against the baseline: ${verdict}`);
  const sizing = m.sizing;
  if (sizing) {
    const stages = Object.entries(sizing.byStage).filter(([, n]) => n > 0).map(([stage, n]) => `${n} ${stage}`);
    parts.push(`Sizing: of ${plural(sizing.families, 'family', 'families')}, ${stages.join(', ')}; most are '${sizing.familyStage}', so buy ${sizing.buyNext} (the portfolio as a whole: '${sizing.portfolioStage}').`);
  }
  const hold = m.holdout?.verdict;
  if (typeof hold === 'string') parts.push(`Hold-out: ${hold}`);
  return { question: 'What do I build next?', answer: parts.join(' '), section: sizing ? 'sizing' : 'redundancy' };
}
