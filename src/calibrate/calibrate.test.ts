// The rewrites are seeded and do what they say; a translation keeps the identifiers; the operating points are
// the lowest thresholds within each false-positive budget.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEIGHBOR_DEFAULTS } from '../core/defaults.js';
import { seededRandom } from '../core/random.js';
import type { PairChannels } from '../neighbors/index.js';
import { identifiers } from '../scoring/index.js';
import { readCalibration } from './file.js';
import { calibrateFacet } from './operatingPoints.js';
import { dropClause, pseudoTranslate, renameIdentifier, reorderSentences, reword, swapEntities } from './rewrite.js';
import type { FacetPairs } from './score.js';

const task = 'You are Yusuf Rossi in 19122. You want to return order #W2378156. Ask for a refund to the card, if possible.';

describe('rewrites', () => {
  it.each([
    ['reword', (t: string, r: () => number) => reword(t, r)],
    ['reorderSentences', reorderSentences],
    ['dropClause', dropClause],
    ['swapEntities', swapEntities],
    ['pseudoTranslate', pseudoTranslate],
  ])('%s is seeded and changes the text', (_name, rewrite) => {
    const a = rewrite(task, seededRandom(5));
    expect(rewrite(task, seededRandom(5))).toBe(a);
    expect(a).not.toBe(task);
  });

  it('a pseudo-translation keeps every identifier and swaps entities keeps none of the strong ones', () => {
    expect(identifiers(pseudoTranslate(task, seededRandom(1))).sort()).toEqual(identifiers(task).sort());
    const swapped = identifiers(swapEntities(task, seededRandom(1)));
    expect(swapped).not.toContain('w2378156');
    expect(swapped).not.toContain('19122');
  });

  it('renames identifiers in another style or with other words', () => {
    const names = [1, 2, 3, 4, 5].map((s) => renameIdentifier('get_user_details', seededRandom(s)));
    expect(names.some((n) => n !== 'get_user_details')).toBe(true);
    for (const n of names) expect(n.toLowerCase()).toMatch(/user|customer/);
  });
});

const pair = (cosine: number, extra: Partial<PairChannels> = {}): PairChannels => ({ exact: false, cosine, renamed: false, overlap: 0, identifiers: { share: 0, theirShare: 0, confined: false, shared: [] }, rareWording: 0, structure: 0, shapeHolders: 0, ...extra });

describe('calibrateFacet', () => {
  const given = { thresholds: { nearDuplicate: 0.85, related: 0.7 }, lexicalCopy: 0.5, evidence: { identifiers: { minShared: 2, minShare: 0.5 }, rareWording: { minShare: 0.5, minBothWays: 0.3 }, kept: { minShared: 2, minShare: 0.5, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 0.75 }, structure: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: 0.6, minDescribed: 0.7, minCosineDescribed: 0.4, maxHoldersDescribed: 64 } } };
  // Negatives' nearest cosines spread evenly over 0.40–0.89; positives at 0.60–0.99.
  const pairs: FacetPairs = {
    negatives: Array.from({ length: 100 }, (_, i) => [pair(0.4 + i * 0.005)]),
    positives: Array.from({ length: 100 }, (_, i) => ({ kind: i % 2 ? 'a' : 'b', retrieved: true, channels: pair(0.6 + i * 0.004) })),
  };

  it('puts near-duplicate where 1% of negatives reach it and related where 25% do', () => {
    const c = calibrateFacet('tasks', pairs, given);
    expect(c.chosen).toBe(true);
    expect(c.thresholds.nearDuplicate).toBe(0.9);
    expect(c.thresholds.related).toBe(0.78);
    expect(c.figures['near-duplicate'].falsePositiveRate).toBeLessThanOrEqual(0.01);
    expect(c.figures.related.falsePositiveRate).toBeLessThanOrEqual(0.25);
    expect(c.recallByKind).toEqual({ a: expect.any(Number), b: expect.any(Number) });
  });

  it('chooses the kept-token share of a text not in the model\'s language on the translated negatives, and reports their flags', () => {
    // Of 100 translated negatives, six share kept tokens, at 0.5, 0.6, … 1.0: the 1% budget allows one of them,
    // so the share is the lowest of the grid above 0.9.
    const kept = (share: number) => ({ share, theirShare: share, shared: ['rivermist', '50'], holders: 4, confined: true });
    const translatedNegatives = Array.from({ length: 100 }, (_, i) => [pair(0.2, i < 6 ? { kept: kept(0.5 + i * 0.1) } : {})]);
    const c = calibrateFacet('tasks', { ...pairs, translatedNegatives }, given);
    expect(c.evidence.kept?.minShare).toBe(0.95);
    expect(c.translatedNegatives).toEqual({ negatives: 100, given: 0.06, chosen: 0.01 });
    expect(calibrateFacet('tasks', pairs, given).evidence.kept?.minShare).toBe(given.evidence.kept.minShare);
  });

  it('chooses the kept-token share of a text in the model\'s language on the other negatives, whose cosine must reach its floor', () => {
    // Six negatives share kept tokens at 0.5 … 1.0 with a cosine of 0.65, and six more at 1.0 with 0.55, under
    // the floor: only the first six count, so the share is again the lowest of the grid above 0.9.
    const kept = (share: number) => ({ share, theirShare: 1, shared: ['zeta corp', '50'], holders: 3, confined: true, inLanguage: { otherRecord: false } });
    const negatives = pairs.negatives.map((q, i) => (i < 6 ? [pair(0.65, { kept: kept(0.5 + i * 0.1) })] : i < 12 ? [pair(0.55, { kept: kept(1) })] : q));
    const c = calibrateFacet('tasks', { ...pairs, negatives }, given);
    expect(c.evidence.kept).toEqual({ minShared: 2, minShare: 0.5, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 0.95 });
  });

  it('chooses the rare-wording shares each way alone: the item\'s, then both ways, where the other way counts', () => {
    // Six negatives hold 0.3 … 0.55 of their rare wording both ways, six more 0.6 of their own but 0.1 of the
    // suite task's: the item's share alone allows one of all twelve, both ways one of the first six.
    const negatives = pairs.negatives.map((q, i) => (i < 6 ? [pair(0.5, { rareWording: 0.3 + i * 0.05, rareWordingTheirs: 0.3 + i * 0.05 })] : i < 12 ? [pair(0.5, { rareWording: 0.6, rareWordingTheirs: 0.1 })] : q));
    expect(calibrateFacet('tasks', { ...pairs, negatives }, given).evidence.rareWording).toEqual({ minShare: 0.65, minBothWays: 0.55 });
  });

  it('keeps the parameters given when there are too few pairs', () => {
    const c = calibrateFacet('tools', { positives: pairs.positives.slice(0, 5), negatives: pairs.negatives.slice(0, 5) }, given);
    expect(c.chosen).toBe(false);
    expect(c.thresholds).toEqual(given.thresholds);
  });
});

describe('readCalibration', () => {
  const file = (structure: Record<string, unknown>, kept?: Record<string, unknown>, rareWording?: Record<string, unknown>) => ({ stage: 'calibrate', schemaVersion: 1, facets: { tools: { chosen: true, thresholds: { nearDuplicate: 0.9, related: 0.89 }, evidence: { structure } }, state: { chosen: true, thresholds: { nearDuplicate: 0.95, related: 0.95 }, evidence: { structure: { minAgreement: 1, minCosine: 0.5, maxHolders: 8, minCosineGrown: null } } }, ...(kept ? { tasks: { chosen: true, thresholds: { nearDuplicate: 0.97, related: 0.78 }, evidence: { kept, ...(rareWording ? { rareWording } : {}) } } } : {}) } });
  const read = async (structure: Record<string, unknown>, kept?: Record<string, unknown>, rareWording?: Record<string, unknown>) => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-cal-'));
    const path = join(dir, 'calibration.json');
    await writeFile(path, JSON.stringify(file(structure, kept, rareWording)));
    try {
      return await readCalibration(path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('keeps a rule that never fires as written (null), and gives a file older than a parameter its default', async () => {
    const older = await read({ minAgreement: 1, minCosine: 0.3, maxHolders: 32 });
    expect(older.evidence.structure?.tools).toEqual({ minAgreement: 1, minCosine: 0.3, maxHolders: 32, minCosineGrown: NEIGHBOR_DEFAULTS.evidence.structure.tools.minCosineGrown, minDescribed: NEIGHBOR_DEFAULTS.evidence.structure.tools.minDescribed, minCosineDescribed: NEIGHBOR_DEFAULTS.evidence.structure.tools.minCosineDescribed, maxHoldersDescribed: NEIGHBOR_DEFAULTS.evidence.structure.tools.maxHoldersDescribed });
    expect(older.evidence.structure?.state?.minCosineGrown).toBeNull();
    expect((await read({ minAgreement: 1, minCosine: 0.3, maxHolders: 32, minCosineGrown: 0.7 })).evidence.structure?.tools?.minCosineGrown).toBe(0.7);
  });

  it('gives a kept-token rule written before minSharedInLanguage existed its default, and keeps what the file says', async () => {
    const older = await read({ minAgreement: 1, minCosine: 0.5, maxHolders: 8 }, { minShared: 2, minShare: 1, minCosineInLanguage: 0.6, minShareInLanguage: 1 });
    expect(older.evidence.kept).toEqual({ minShared: 2, minShare: 1, minSharedInLanguage: NEIGHBOR_DEFAULTS.evidence.kept.minSharedInLanguage, minCosineInLanguage: 0.6, minShareInLanguage: 1 });
  });

  it('gives a rare-wording rule written before minBothWays existed its default, and keeps what the file says', async () => {
    const kept = { minShared: 2, minShare: 1, minSharedInLanguage: 1, minCosineInLanguage: 0.6, minShareInLanguage: 1 };
    const shape = { minAgreement: 1, minCosine: 0.5, maxHolders: 8 };
    expect((await read(shape, kept, { minShare: 0.4 })).evidence.rareWording).toEqual({ minShare: 0.4, minBothWays: NEIGHBOR_DEFAULTS.evidence.rareWording.minBothWays });
    expect((await read(shape, kept, { minShare: 0.45, minBothWays: 0.35 })).evidence.rareWording).toEqual({ minShare: 0.45, minBothWays: 0.35 });
  });
});
