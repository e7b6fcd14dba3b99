// The content-addressed store of embeddings and lexical signatures, shared by all runs (default
// `.envsieve/cache/`). Keyed by (model fingerprint, text hash): a text is embedded once per model, ever.
//
// Storage is SQLite through better-sqlite3 (12.x: 13 needs Node 22), chosen over append-only binary shards
// because it gives, with no code of ours, what the cache must promise: a transaction either lands whole or
// not at all (a run killed with -9 mid-write leaves the last committed batches and no partial vector), and
// WAL mode with a busy timeout lets two runs share one cache without corrupting it. Vectors are float32
// BLOBs; a row whose length disagrees with its dimension, or that holds a non-finite value, is treated as
// absent, never served, and no such vector is ever stored: a damaged model's NaN would otherwise be kept and
// served forever under a fingerprint that looks valid. A damaged database file (a scribbled page) is one line
// naming it and saying how to recover, not an internal error from deep inside SQLite.
import Database, { type Database as DB } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { EnvsieveError } from '../core/errors.js';
import { makeDirsSync } from '../core/io.js';
import { ioError } from '../core/ioErrors.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS vectors (
    model TEXT NOT NULL, text_hash BLOB NOT NULL, tokens INTEGER NOT NULL, dim INTEGER NOT NULL, vec BLOB NOT NULL,
    PRIMARY KEY (model, text_hash)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS signatures (
    scheme TEXT NOT NULL, text_hash BLOB NOT NULL, sig BLOB NOT NULL,
    PRIMARY KEY (scheme, text_hash)) WITHOUT ROWID;
`;
/** Largest part of the cache file SQLite maps into memory. */
const MMAP_BYTES = 256 * 1024 * 1024;
/** How long a run waits on a cache another run holds, both for SQLite's busy handler and for the journal switch. */
const BUSY_MS = 30_000;
/** Pause between two tries of the journal switch. */
const BUSY_RETRY_MS = 25;

/** The text half of a cache key: the first 16 bytes of the text's SHA-256. */
export function textHash(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest().subarray(0, 16);
}

export interface CachedVector {
  vector: Float32Array;
  /** Tokens of the text before any cut, so that truncation counts do not depend on what was cached. */
  tokens: number;
}

export const CACHE_FILE = 'cache.sqlite';

export interface CacheOpenOptions {
  /**
   * The journal: WAL (default) lets runs on one machine share the cache; a shard's own cache (embed/shards.ts)
   * uses a rollback journal instead, so that once it is closed it is one self-contained file another machine
   * can read (WAL's shared memory does not work across machines).
   */
  journal?: 'wal' | 'delete';
}

/**
 * Runs `work` again while SQLite answers SQLITE_BUSY, for up to BUSY_MS. Switching the journal mode can answer
 * busy at once, without calling the busy handler, while another process creates or switches the same file
 * (reproduced: four processes opening one new cache at the same instant, about one round in four failed with
 * "database is locked").
 */
function whileBusy<T>(work: () => T): T {
  const deadline = Date.now() + BUSY_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return work();
    } catch (cause) {
      const code = String((cause as { code?: unknown }).code ?? '');
      if (!code.startsWith('SQLITE_BUSY') || Date.now() >= deadline) throw cause;
      // A synchronous sleep: the cache's whole interface is synchronous (better-sqlite3).
      Atomics.wait(pause, 0, 0, BUSY_RETRY_MS);
    }
  }
}

export class VectorCache {
  private readonly db: DB;

  private constructor(readonly dir: string, options: CacheOpenOptions) {
    try {
      makeDirsSync(dir);
    } catch (cause) {
      throw ioError(cause, dir, 'cannot create the embedding cache');
    }
    try {
      this.db = new Database(join(dir, CACHE_FILE));
      // The busy timeout first, so that every statement waits on a lock another run holds; the journal switch,
      // which can answer busy without waiting, is tried again (whileBusy).
      this.db.pragma(`busy_timeout = ${BUSY_MS}`);
      const journal = options.journal === 'delete' ? 'DELETE' : 'WAL';
      whileBusy(() => this.db.pragma(`journal_mode = ${journal}`));
      this.db.pragma('synchronous = NORMAL');
      // Lookups read the file through a memory map rather than a read() per page: on the real-data audit's
      // 38,000 warm lookups about 40% faster (the mapping is released when the cache is closed).
      this.db.pragma(`mmap_size = ${MMAP_BYTES}`);
      this.db.exec(SCHEMA);
    } catch (cause) {
      throw new EnvsieveError('input_unreadable', `cannot open the embedding cache: ${(cause as Error).message}`, { stage: 'embed', place: { file: dir }, cause });
    }
  }

  /** SQLite's failures (SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FULL, SQLITE_IOERR…) as one line naming the file. */
  private guard<T>(work: () => T): T {
    try {
      return work();
    } catch (cause) {
      if (cause instanceof EnvsieveError) throw cause;
      const code = String((cause as { code?: unknown }).code ?? '');
      const damaged = code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
      const advice = damaged ? `; the cache is damaged: remove ${join(this.dir, 'cache.sqlite')}* and run again (every vector is recomputed)` : '';
      throw new EnvsieveError('input_unreadable', `embedding cache failed: ${(cause as Error).message}${code ? ` (${code})` : ''}${advice}`, { stage: 'embed', place: { file: join(this.dir, 'cache.sqlite') }, cause });
    }
  }

  static open(dir: string, options: CacheOpenOptions = {}): VectorCache {
    return new VectorCache(dir, options);
  }

  /**
   * Copies every vector and signature of the cache directory `otherDir` (a shard's) into this one, in one
   * transaction. Rows are copied as stored: the other cache was written through putVectors, which refuses
   * bad vectors, and lookups check every row again anyway.
   */
  fold(otherDir: string): { vectors: number; signatures: number } {
    return this.guard(() => {
      this.db.prepare('ATTACH DATABASE ? AS other').run(join(otherDir, CACHE_FILE));
      try {
        return this.db.transaction(() => ({
          vectors: this.db.prepare('INSERT OR REPLACE INTO main.vectors SELECT model, text_hash, tokens, dim, vec FROM other.vectors').run().changes,
          signatures: this.db.prepare('INSERT OR REPLACE INTO main.signatures SELECT scheme, text_hash, sig FROM other.signatures').run().changes,
        }))();
      } finally {
        this.db.prepare('DETACH DATABASE other').run();
      }
    });
  }

  /**
   * Cached vectors (and the token count of their text) of `hashes` under `model`; misses are absent. Looked
   * up one key at a time in key order: the B-tree is then walked front to back (a third faster than in
   * random order), and a prepared single-key statement costs less than chunks of `IN (...)` lists.
   */
  getVectors(model: string, hashes: Buffer[]): Map<string, CachedVector> {
    return this.guard(() => this.lookupVectors(model, hashes));
  }

  private lookupVectors(model: string, hashes: Buffer[]): Map<string, CachedVector> {
    const found = new Map<string, CachedVector>();
    const select = this.db.prepare('SELECT tokens, dim, vec FROM vectors WHERE model = ? AND text_hash = ?');
    for (const hash of inKeyOrder(hashes)) {
      const row = select.get(model, hash) as { tokens: number; dim: number; vec: Buffer } | undefined;
      if (!row || row.vec.length !== row.dim * 4) continue;
      const vector = new Float32Array(row.vec.buffer.slice(row.vec.byteOffset, row.vec.byteOffset + row.vec.length));
      if (!allFinite(vector)) continue;
      found.set(hash.toString('hex'), { vector, tokens: row.tokens });
    }
    return found;
  }

  /**
   * Stores vectors in one transaction: all of them or, if the process dies, none. Every vector must have the
   * model's dimension `dim` and finite values; otherwise nothing of the batch is stored and the run stops.
   */
  putVectors(model: string, entries: Array<{ hash: Buffer; vector: Float32Array; tokens: number }>, dim: number): void {
    for (const { hash, vector } of entries) {
      const why = vector.length !== dim ? `${vector.length} values where the model has ${dim}` : !allFinite(vector) ? 'a NaN or infinite value' : null;
      if (why) {
        throw new EnvsieveError('model_corrupt', `the model produced a vector with ${why} (text ${hash.toString('hex')}); nothing of this batch was cached: check the model with 'envsieve model info'`, { stage: 'embed', place: { file: join(this.dir, 'cache.sqlite') } });
      }
    }
    this.guard(() => {
      const insert = this.db.prepare('INSERT OR REPLACE INTO vectors (model, text_hash, tokens, dim, vec) VALUES (?, ?, ?, ?, ?)');
      this.db.transaction(() => {
        for (const { hash, vector, tokens } of entries) {
          insert.run(model, hash, tokens, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
        }
      })();
    });
  }

  /** Cached signatures of `hashes` under `scheme` (misses absent), looked up as getVectors does. */
  getSignatures(scheme: string, hashes: Buffer[]): Map<string, Uint32Array> {
    return this.guard(() => this.lookupSignatures(scheme, hashes));
  }

  private lookupSignatures(scheme: string, hashes: Buffer[]): Map<string, Uint32Array> {
    const found = new Map<string, Uint32Array>();
    const select = this.db.prepare('SELECT sig FROM signatures WHERE scheme = ? AND text_hash = ?');
    for (const hash of inKeyOrder(hashes)) {
      const row = select.get(scheme, hash) as { sig: Buffer } | undefined;
      if (!row || row.sig.length % 4 !== 0) continue;
      found.set(hash.toString('hex'), new Uint32Array(row.sig.buffer.slice(row.sig.byteOffset, row.sig.byteOffset + row.sig.length)));
    }
    return found;
  }

  putSignatures(scheme: string, entries: Array<{ hash: Buffer; signature: Uint32Array }>): void {
    this.guard(() => {
      const insert = this.db.prepare('INSERT OR REPLACE INTO signatures (scheme, text_hash, sig) VALUES (?, ?, ?)');
      this.db.transaction(() => {
        for (const { hash, signature } of entries) insert.run(scheme, hash, Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength));
      })();
    });
  }

  /** Number of vectors stored for `model`. */
  countVectors(model: string): number {
    return this.guard(() => (this.db.prepare('SELECT count(*) AS n FROM vectors WHERE model = ?').get(model) as { n: number }).n);
  }

  close(): void {
    this.db.close();
  }
}

/** The hashes sorted by bytes, as the cache's keys are (a copy: the caller's order is left alone). */
function inKeyOrder(hashes: Buffer[]): Buffer[] {
  return [...hashes].sort(Buffer.compare);
}

/** Whether every value is a finite number (a plain loop: this runs over every cached vector a run reads). */
function allFinite(vector: Float32Array): boolean {
  for (let i = 0; i < vector.length; i++) if (!Number.isFinite(vector[i] as number)) return false;
  return true;
}
