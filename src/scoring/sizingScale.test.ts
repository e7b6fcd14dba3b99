import { describe, expect, it } from 'vitest';
import { SIZING_DEFAULTS } from '../core/defaults.js';
import { sizingStage } from './sizingScale.js';

describe('sizingStage', () => {
  it.each([
    [0, 0, 'below floor'],
    [9, 0, 'below floor'],
    // Under the floor, distinct environments are what is missing, however redundant the family is.
    [9, 0.9, 'below floor'],
    [10, 0, 'rising'],
    [74, 0.19, 'rising'],
    [75, 0, 'diminishing returns'],
    [20, 0.2, 'diminishing returns'],
    [20, 0.5, 'saturated'],
    [500, 0.6, 'saturated'],
  ] as const)('%i distinct environments at redundancy %f: %s', (effective, redundancy, stage) => {
    expect(sizingStage(effective, redundancy)).toBe(stage);
  });

  it('follows the thresholds it is given', () => {
    expect(sizingStage(5, 0, { ...SIZING_DEFAULTS, floor: 5 })).toBe('rising');
  });
});
