// The inflation verdict controlled for suite (issue 12, item 2): outcomes that depend only on the suite are
// "no evidence" pooled and per suite, however the suites' similarities differ; outcomes rising with similarity
// inside each suite are "inflated" pooled and per suite; strata too small get no verdict.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random.js';
import { analyseEval, type EvalTask } from './evalSide.js';
import { controlledVerdict, evalVerdict } from './verdicts.js';

const OPTIONS = { schemes: [2, 4, 10], passK: [1], bootstrap: 400, seed: 7, minStratumTasks: 10, permutations: 1000 };

/** 150 tau-bench-like tasks close to the portfolio and 150 BFCL-like far from it; `p` gives a task's success probability. */
function tasks(p: (suite: 'near' | 'far', withinRank: number) => number): EvalTask[] {
  const random = seededRandom(11);
  const out: EvalTask[] = [];
  for (const suite of ['near', 'far'] as const) {
    for (let i = 0; i < 150; i++) {
      const score = suite === 'near' ? 0.6 + 0.35 * random() : 0.15 + 0.35 * random();
      out.push({ id: `${suite}#tasks/${i}`, suite, flag: 'clean', score, outcome: null });
    }
  }
  for (const suite of ['near', 'far'] as const) {
    const mine = out.filter((t) => t.suite === suite).sort((a, b) => a.score - b.score);
    mine.forEach((t, rank) => {
      const n = 4;
      let c = 0;
      for (let k = 0; k < n; k++) if (random() < p(suite, rank / (mine.length - 1))) c++;
      t.outcome = { n, c };
    });
  }
  return out;
}

describe('stratified verdicts controlled for suite', () => {
  it('outcomes that depend only on the suite: no evidence pooled and per suite', () => {
    const e = analyseEval(tasks((suite) => (suite === 'near' ? 0.85 : 0.2)), true, OPTIONS);
    const pooled = e.comparisons.filter((c) => c.metric === 'pass@1');
    // Pooled over suites the most-similar strata are all "near": the raw interval lies above 0 …
    expect(pooled.every((c) => (c.ci?.low ?? 0) > 0)).toBe(true);
    // … but the verdict controls for suite.
    expect(pooled.map((c) => c.inflated)).toEqual([false, false, false]);
    expect(pooled.every((c) => c.confounded)).toBe(true);
    expect(e.controlled?.p).toBeGreaterThan(0.05);
    expect(controlledVerdict('pass@1', e.controlled!)).toMatch(/^controlling for suite: no evidence/);
    for (const c of pooled) expect(evalVerdict(c)).toMatch(/^no evidence of inflation by overlap .* once suite is controlled for/);
    expect(e.bySuite.map((s) => s.suite)).toEqual(['far', 'near']);
    for (const s of e.bySuite) {
      expect(s.analysis.comparisons.some((c) => c.inflated)).toBe(false);
      for (const c of s.analysis.comparisons.filter((x) => x.metric === 'pass@1')) expect(evalVerdict(c)).toMatch(/^no evidence|^no verdict|no sign of inflation/);
    }
  });

  it('outcomes rising with similarity inside each suite: inflated pooled and per suite', () => {
    const e = analyseEval(tasks((suite, rank) => (suite === 'near' ? 0.5 : 0.1) + 0.45 * rank), true, OPTIONS);
    expect(e.controlled?.p).toBeLessThan(0.01);
    expect(controlledVerdict('pass@1', e.controlled!)).toMatch(/rises with similarity within suites .*: likely inflated by overlap$/);
    const pooled = e.comparisons.filter((c) => c.metric === 'pass@1');
    expect(pooled.map((c) => c.inflated)).toEqual([true, true, true]);
    for (const s of e.bySuite) {
      const halves = s.analysis.comparisons.find((c) => c.metric === 'pass@1' && c.scheme === 'q2');
      expect(halves?.inflated).toBe(true);
      expect(evalVerdict(halves!)).toMatch(/likely inflated by overlap$/);
    }
  });

  it('gives no verdict for strata with fewer tasks with results than the minimum', () => {
    const few = tasks((suite) => (suite === 'near' ? 0.9 : 0.1)).filter((t) => t.suite === 'near').slice(0, 30);
    const e = analyseEval(few, true, OPTIONS);
    const deciles = e.comparisons.find((c) => c.scheme === 'q10' && c.metric === 'pass@1');
    expect(deciles?.tooSmall).toBe(true);
    expect(deciles?.inflated).toBe(false);
    expect(evalVerdict(deciles!)).toMatch(/^no verdict on the deciles: .* fewer than the 10 a comparison needs$/);
    expect(e.controlled).toBeNull();
  });
});
