import { describe, expect, it } from 'vitest';
import { plainProgress } from './plainProgress.js';

describe('plain progress lines off a terminal', () => {
  it('prints at most one line per 10 s with count, rate and ETA, then a done line', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = plainProgress({ write: (l) => lines.push(l), now: () => clock });
    const event = (done: number) => progress({ stage: 'embed', label: 'embedding', done, total: 1000, unit: 'texts' });
    event(0);
    for (let s = 1; s <= 25; s++) {
      clock = s * 1000;
      event(s * 20);
    }
    expect(lines).toEqual(['embed: embedding 200/1000 texts (20%), 20 texts/s, ETA 40s', 'embed: embedding 400/1000 texts (40%), 20 texts/s, ETA 30s']);
    clock = 50_000;
    event(1000);
    expect(lines[2]).toBe('embed: embedding 1000/1000 texts done in 50s (20 texts/s)');
  });

  it('says nothing about work that ends within the first 10 s', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = plainProgress({ write: (l) => lines.push(l), now: () => clock });
    for (let i = 0; i <= 10; i++) {
      clock = i * 500;
      progress({ stage: 'cluster', label: 'k-means', done: i, total: 10, unit: 'fits' });
    }
    expect(lines).toEqual([]);
  });
});
