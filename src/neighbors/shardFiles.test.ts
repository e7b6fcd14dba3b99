// A shard's matches read back as written: every channel a match can carry, a versioned name and the description
// channel among them (a shard's merge had refused a match of a tool named as a version of its suite tool).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../core/types.js';
import type { RunData } from '../scoring/index.js';
import type { ItemMatch } from './itemMatches.js';
import { readShardResult, writeShardResult } from './shardFiles.js';

describe('shard files', () => {
  it('read back a tool match named as a version, and one told by a sentence of its description', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-shard-'));
    const items = [0, 1, 2].map((i) => ({ id: `e${i}#tools/t${i}`, env: `e${i}`, side: i === 0 ? 'suite' : 'portfolio', facet: 'tools', text: '' }) as unknown as FacetItem);
    const data = { items, envs: new Map(), envOf: [] } as unknown as RunData;
    const base = { match: 0, exact: false, renamed: false, overlap: 0, jaccard: 0, identifiers: { share: 0, theirShare: 0, confined: false, shared: [] }, rareWording: 0, structure: 0, shapeHolders: 0, flag: 'related' as const, candidates: [0] };
    const matches: ItemMatch[] = [
      { ...base, item: 1, cosine: 0.62, versionOf: true, why: ['named as a version of it, with cosine 0.620 ≥ 0.5'] },
      { ...base, item: 2, cosine: 0.563, described: { similarity: 0.717, unit: 'takes one number away from another', holders: 6 }, why: ['its "takes one number away from another" says what the suite tool\'s description says'] },
    ];
    await writeShardResult(dir, data, { facetMatches: [{ facet: 'tools', matches, index: null }], pairs: new Map() }, 3);
    const read = await readShardResult(dir, data);
    expect(read.facetMatches.find((f) => f.facet === 'tools')?.matches).toEqual(matches.map((m) => ({ ...m, candidates: [] })));
  });
});
