// Label placement on the cluster map: no two names overlap, none leaves the plot, and a name that fits
// nowhere is dropped rather than drawn over another.
import { describe, expect, it } from 'vitest';
import { placeLabels } from './mapLabels.js';

const plot = { width: 200, height: 100, x: [0, 10] as [number, number], y: [0, 10] as [number, number], fontSize: 9 };

describe('placeLabels', () => {
  it('moves the second of two crowded names to another side and drops what cannot fit', () => {
    const points = [
      { x: 5, y: 5, label: 'first' },
      { x: 5.1, y: 5, label: 'second' },
      { x: 5.05, y: 5, label: 'third' },
      { x: 5.02, y: 5, label: 'fourth' },
      { x: 5.03, y: 5, label: 'fifth' },
    ];
    const placed = placeLabels(points, plot);
    expect(placed.map((p) => p.label)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(new Set(placed.map((p) => `${p.align}:${p.at.y > 5 ? 'up' : 'down'}`)).size).toBe(4);
  });

  it('keeps names inside the plot', () => {
    const [right] = placeLabels([{ x: 9.9, y: 9.9, label: 'near the corner' }], plot);
    expect(right?.align).toBe('right');
    expect(right?.at.y).toBeLessThan(9.9);
    expect(placeLabels([{ x: 5, y: 5, label: 'x'.repeat(80) }], plot)).toEqual([]);
  });
});
