// The work of embedding, shared by the one-process stage (stage.ts) and its shards (shards.ts): the run's
// distinct texts, inference of the texts the cache lacks (committed to a cache batch by batch), and MinHash
// signatures.
import type { StageContext } from '../core/context.js';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { FACETS, vectorTexts, type Facet, type FacetItem } from '../core/types.js';
import { minhash, schemeName, shingles } from '../signatures/index.js';
import { planBatches, type BatchLimits } from './batching.js';
import { normalize, textHash, type VectorCache } from '../vectors/index.js';
import type { OnnxEmbedder, Tokens } from './onnxEmbedder.js';

export interface UniqueText {
  text: string;
  hash: Buffer;
  /** The facets of the items whose canonical text it is: it gets a MinHash signature under each one's scheme. */
  facets: Set<Facet>;
  /** The facets of the items whose vector is made from it (FacetItem.vector_text, else the text). */
  vectorFacets: Set<Facet>;
  /** Whether it is embedded: an item's vector text, a part (FacetItem.passages), a tool's purpose or description unit. */
  embedded: boolean;
}

/**
 * Distinct texts in first-seen order: the items' texts, then the texts their vectors are made from where those
 * differ (facets/houseStyle.ts), then their paragraphs (FacetItem.passages), tools' purposes
 * (FacetItem.purpose_text) and description units (FacetItem.description_units), which are embedded alike but belong to no facet (they get no signature of their
 * own). A text kept only for its signature is not embedded.
 */
export function uniqueTexts(items: Array<Pick<FacetItem, 'facet' | 'text' | 'vector_text' | 'brief_text' | 'purpose_text' | 'passages' | 'description_units'>>): UniqueText[] {
  const byText = new Map<string, UniqueText>();
  const entry = (text: string): UniqueText => {
    let found = byText.get(text);
    if (!found) byText.set(text, (found = { text, hash: textHash(text), facets: new Set<Facet>(), vectorFacets: new Set<Facet>(), embedded: false }));
    return found;
  };
  for (const item of items) entry(item.text).facets.add(item.facet);
  for (const item of items) {
    for (const text of vectorTexts(item)) {
      const vector = entry(text);
      vector.vectorFacets.add(item.facet);
      vector.embedded = true;
    }
  }
  for (const item of items) for (const passage of item.passages ?? []) entry(passage.text).embedded = true;
  for (const item of items) if (item.purpose_text !== undefined) entry(item.purpose_text).embedded = true;
  for (const item of items) for (const unit of item.description_units ?? []) entry(unit).embedded = true;
  return [...byText.values()];
}

export interface MissOptions {
  longText: 'truncate' | 'chunk';
  batch: BatchLimits;
  fingerprint: string;
  cache: VectorCache;
  ctx: StageContext;
  /** Receives every finished text's vector by text hash (hex). */
  fresh: Map<string, Float32Array>;
}

/**
 * Embeds `misses` in length-sorted batches, storing each text's vector as soon as all its pieces are done.
 * Returns every text's token count and the tokens fed to the model.
 */
export async function embedMisses(embedder: OnnxEmbedder, misses: UniqueText[], o: MissOptions): Promise<{ counts: Map<string, number>; fed: number }> {
  const pieces: Array<{ owner: number; tokens: Tokens }> = [];
  const counts = new Map<string, number>();
  misses.forEach((miss, owner) => {
    const all = embedder.encode(miss.text);
    counts.set(miss.hash.toString('hex'), all.length);
    const parts = o.longText === 'chunk' ? embedder.chunk(all) : [embedder.tokenize(miss.text)];
    for (const tokens of parts) pieces.push({ owner, tokens });
  });
  const fed = pieces.reduce((n, p) => n + p.tokens.ids.length, 0);
  const remaining = misses.map(() => 0);
  for (const p of pieces) remaining[p.owner] = (remaining[p.owner] as number) + 1;
  const sums = misses.map(() => new Float32Array(embedder.dim));
  let done = 0;
  o.ctx.progress?.({ stage: 'embed', label: 'embedding', done, total: misses.length, unit: 'texts' });
  for (const batch of planBatches(pieces.map((p) => p.tokens.ids.length), o.batch)) {
    const vectors = await embedder.embedTokens(batch.map((i) => (pieces[i] as { tokens: Tokens }).tokens));
    const finished: Array<{ hash: Buffer; vector: Float32Array; tokens: number }> = [];
    batch.forEach((pieceIndex, row) => {
      const { owner, tokens } = pieces[pieceIndex] as { owner: number; tokens: Tokens };
      const sum = sums[owner] as Float32Array;
      // Chunks are averaged weighted by their length, so a short tail window counts for little.
      const vector = vectors[row] as Float32Array;
      for (let d = 0; d < sum.length; d++) sum[d] = (sum[d] as number) + (vector[d] as number) * tokens.ids.length;
      remaining[owner] = (remaining[owner] as number) - 1;
      if (remaining[owner] === 0) {
        const miss = misses[owner] as UniqueText;
        const unit = normalize(sum);
        finished.push({ hash: miss.hash, vector: unit, tokens: counts.get(miss.hash.toString('hex')) ?? 0 });
        o.fresh.set(miss.hash.toString('hex'), unit);
        done++;
      }
    });
    if (finished.length > 0) o.cache.putVectors(o.fingerprint, finished, embedder.dim);
    o.ctx.progress?.({ stage: 'embed', label: 'embedding', done, total: misses.length, unit: 'texts' });
  }
  return { counts, fed };
}

/**
 * MinHash signatures of every text, per facet scheme (word n-grams differ by facet), cached like vectors:
 * the schemes, and per facet every text's signature by text hash (hex). Looked up in `cache` (none: all are
 * made); the ones made are stored in `store` (default `cache`).
 */
export function computeSignatures(texts: UniqueText[], cache: VectorCache | null, store: VectorCache | null = cache): { schemes: Record<Facet, string>; byFacet: Map<Facet, Map<string, Uint32Array>> } {
  const schemes = {} as Record<Facet, string>;
  const byFacet = new Map<Facet, Map<string, Uint32Array>>();
  for (const facet of FACETS) {
    const options = { n: EMBED_DEFAULTS.shingleWords[facet], perms: EMBED_DEFAULTS.minhashPerms, seed: EMBED_DEFAULTS.minhashSeed };
    const scheme = schemeName(options);
    schemes[facet] = scheme;
    const mine = texts.filter((t) => t.facets.has(facet));
    const have = cache ? cache.getSignatures(scheme, mine.map((t) => t.hash)) : new Map<string, Uint32Array>();
    const missing = mine.filter((t) => !have.has(t.hash.toString('hex')));
    const entries = missing.map((t) => ({ hash: t.hash, signature: minhash(shingles(t.text, options), options) }));
    if (entries.length > 0) store?.putSignatures(scheme, entries);
    for (const { hash, signature } of entries) have.set(hash.toString('hex'), signature);
    byFacet.set(facet, have);
  }
  return { schemes, byFacet };
}
