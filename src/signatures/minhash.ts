// Lexical signatures: word n-gram shingles and their MinHash, the evidence of verbatim or near-verbatim
// copying that sits beside the embeddings (a copy with one word changed has a high cosine too, but only a
// lexical signature says the wording itself was taken). Written here because the npm MinHash packages are
// unmaintained (last releases 2016–2019) and the whole algorithm is a hash and a minimum; it is tested
// against exact Jaccard similarity.

export interface ShingleOptions {
  /** Words per shingle. */
  n: number;
}

export interface MinHashOptions extends ShingleOptions {
  /** Hash functions, i.e. signature length: the Jaccard estimate's standard error is about 1/sqrt(perms). */
  perms: number;
  seed: number;
}

/** Lower-case word tokens: letters and digits, punctuation dropped. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The set of word n-grams of a text; a text shorter than n words is one shingle of all its words. */
export function shingles(text: string, { n }: ShingleOptions): Set<string> {
  const tokens = words(text);
  const out = new Set<string>();
  if (tokens.length === 0) return out;
  if (tokens.length <= n) {
    out.add(tokens.join(' '));
    return out;
  }
  for (let i = 0; i + n <= tokens.length; i++) out.add(tokens.slice(i, i + n).join(' '));
  return out;
}

/**
 * The word n-grams of a text as 32-bit hashes, for the comparisons that only ask whether two texts share an
 * n-gram (containment, the evidence's token indexes): each word is hashed once and an n-gram's hash chains
 * its words' hashes, instead of building and hashing a string per n-gram, which was most of the evidence's
 * cost on the real-data audit. Same n-grams as shingles(); two different n-grams share a hash with
 * probability 2^-32, which moves a containment share by one n-gram in about a billion comparisons. The
 * values are signed 32-bit integers (small integers to the engine: cheap Set and Map keys).
 */
export function shingleHashes(text: string, { n }: ShingleOptions): Set<number> {
  const hashes = asciiWordHashes(text) ?? words(text).map(fnv1a);
  const out = new Set<number>();
  if (hashes.length === 0) return out;
  const width = Math.min(n, hashes.length);
  for (let i = 0; i + width <= hashes.length; i++) {
    let h = 0x9e3779b9;
    for (let j = i; j < i + width; j++) h = fmix32(Math.imul(h, 0x01000193) ^ (hashes[j] as number));
    out.add(h | 0);
  }
  return out;
}

/**
 * fnv1a of each of words(text), for a text of ASCII characters only, in one pass over its character codes
 * without making the words (null for any other text: its lower-casing and letter classes are Unicode's).
 * Most task texts are ASCII; this is three times faster than words() and a hash per word.
 */
function asciiWordHashes(text: string): number[] | null {
  const out: number[] = [];
  let h = 0x811c9dc5;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 128) return null;
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (!inWord) {
        h = 0x811c9dc5;
        inWord = true;
      }
      h = Math.imul(h ^ c, 0x01000193);
    } else if (inWord) {
      out.push(h >>> 0);
      inWord = false;
    }
  }
  if (inWord) out.push(h >>> 0);
  return out;
}

export function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Share of `a`'s shingles found in `b`: how much of a portfolio text is copied from a suite text. */
export function containment<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / a.size;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** MurmurHash3's finaliser: a bijection on 32 bits that mixes well, so seed-xor-then-mix acts as a permutation. */
function fmix32(x: number): number {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Seeds of the hash family, derived from one recorded seed. */
function seeds(options: MinHashOptions): Uint32Array {
  const out = new Uint32Array(options.perms);
  for (let i = 0; i < options.perms; i++) out[i] = fmix32(options.seed + Math.imul(i + 1, 0x9e3779b9));
  return out;
}

/** MinHash signature of a shingle set; an empty set gets all-ones (it matches only other empty sets). */
export function minhash(set: Set<string>, options: MinHashOptions): Uint32Array {
  const family = seeds(options);
  const signature = new Uint32Array(options.perms).fill(0xffffffff);
  for (const shingle of set) {
    const base = fnv1a(shingle);
    for (let i = 0; i < signature.length; i++) {
      const h = fmix32(base ^ (family[i] as number));
      if (h < (signature[i] as number)) signature[i] = h;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity: the share of positions where two signatures agree. */
export function estimateJaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length) throw new RangeError('signatures of different lengths');
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

/** Name of a signature scheme, the cache key part that changes when any parameter does. */
export function schemeName(options: MinHashOptions): string {
  return `minhash-v1:n=${options.n}:perms=${options.perms}:seed=${options.seed}`;
}
