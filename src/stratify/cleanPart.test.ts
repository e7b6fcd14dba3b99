// The clean part: only suite tasks flagged clean count, its pass@1 is their mean c/n with an interval around it,
// and the verdict says so, or says that no task with results qualifies.
import { describe, expect, it } from 'vitest';
import { cleanPart } from './cleanPart.js';
import type { EvalTask } from './evalSide.js';
import { cleanVerdict } from './verdicts.js';

const task = (i: number, flag: string, c: number | null): EvalTask => ({ id: `s/e#tasks/${i}`, suite: 's', flag, score: flag === 'clean' ? 0.4 : 0.9, outcome: c === null ? null : { n: 4, c } });
const o = { passK: [1, 2], bootstrap: 500, seed: 7 };

describe('cleanPart', () => {
  it('scores the clean tasks with results and leaves the others out', () => {
    const tasks = [
      ...Array.from({ length: 12 }, (_, i) => task(i, 'clean', i % 2 === 0 ? 4 : 0)),
      task(100, 'clean', null),
      ...Array.from({ length: 6 }, (_, i) => task(200 + i, i % 2 === 0 ? 'exact' : 'related', 4)),
    ];
    const c = cleanPart(tasks, o);
    expect([c.tasks, c.withResults, c.resultsTotal]).toEqual([13, 12, 18]);
    const pass1 = c.estimates.find((e) => e.metric === 'pass@1');
    expect(pass1?.value).toBeCloseTo(0.5, 10);
    expect(pass1?.ci?.low).toBeLessThan(0.5);
    expect(pass1?.ci?.high).toBeGreaterThan(0.5);
    expect(cleanVerdict(c, 10)).toMatch(/^pass@1 on the part of the suite with no related training material \(12 of 18 tasks with results\): 0\.50 \[0\.\d\d, 0\.\d\d\]$/);
    expect(cleanVerdict(c, 20)).toContain('fewer than 20 tasks');
  });

  it('gives no score when every task with results has related training material', () => {
    const c = cleanPart([task(0, 'exact', 1), task(1, 'near-duplicate', 2), task(2, 'clean', null)], o);
    expect([c.tasks, c.withResults, c.resultsTotal]).toEqual([1, 0, 2]);
    expect(c.estimates.every((e) => e.value === null)).toBe(true);
    expect(cleanVerdict(c, 10)).toBe('no score on the part of the suite with no related training material: none of the 2 tasks with results qualifies (each has a related, near-duplicate or identical portfolio task)');
  });
});
