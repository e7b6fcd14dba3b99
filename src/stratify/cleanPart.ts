// The score on the part of the suite with no related training material: the suite tasks whose nearest
// portfolio task is below the tasks facet's related threshold (eval_tasks.csv flags them 'clean'), with each
// metric's bootstrap interval. It is the number a team can report without the overlap question: what the model
// does where training held nothing like the task. Overlap through tools or state is not part of the rule (a
// task's text is what the model is scored on); the rule in strata.json says so.
import { estimateOutcomes, stratumSeed, type EvalTask, type MetricEstimate } from './evalSide.js';
import { evalMetrics } from './estimators.js';

export interface CleanPart {
  /** Suite tasks with no related portfolio task. */
  tasks: number;
  /** Of them, those with results. */
  withResults: number;
  /** Suite tasks with results in all (clean or not): what the clean part is a part of. */
  resultsTotal: number;
  estimates: MetricEstimate[];
}

export function cleanPart(tasks: EvalTask[], o: { passK: number[]; bootstrap: number; seed: number }): CleanPart {
  const clean = tasks.filter((t) => t.flag === 'clean');
  const { estimates } = estimateOutcomes(clean, evalMetrics(o.passK), o.bootstrap, stratumSeed(o.seed, 'eval', 'clean', 0));
  return { tasks: clean.length, withResults: clean.filter((t) => t.outcome).length, resultsTotal: tasks.filter((t) => t.outcome).length, estimates };
}
