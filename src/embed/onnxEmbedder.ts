// Sentence embeddings from a transformers.js model directory: its tokenizer through transformers.js, its
// ONNX graph through onnxruntime-node sessions of our own (sessionPool.ts): one text per run, one
// single-threaded session per core. A text's vector is therefore computed alone, whatever it is batched
// with (the cache relies on that), and any graph, ours or another --model, is batch-invariant. Batches
// passed to embedTokens only decide what runs together and when the cache commits. Pooling is the
// attention-masked mean of the last hidden state, then L2 normalisation, as sentence-transformers does for
// MiniLM.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { PreTrainedTokenizer } from '@xenova/transformers';
import { EnvsieveError } from '../core/errors.js';
import { modelMaxTokens } from '../model/index.js';
import { normalize } from '../vectors/index.js';
import { SessionPool } from './sessionPool.js';
import { loadTokenizer } from './transformersEnv.js';

export type Precision = 'int8' | 'fp32';

export interface EmbedderOptions {
  /** A transformers.js model directory (config.json, tokenizer.json, onnx/model*.onnx). */
  modelDir: string;
  precision: Precision;
  allowRemote?: boolean;
  downloadDir?: string;
  threads?: number;
}

/** Token ids of one text, with whether it was cut to the model's limit. */
export interface Tokens {
  ids: number[];
  /** Tokens of the whole text, before any cut. */
  count: number;
}

export function modelFile(modelDir: string, precision: Precision): string {
  return join(modelDir, 'onnx', precision === 'int8' ? 'model_quantized.onnx' : 'model.onnx');
}

export class OnnxEmbedder {
  private constructor(
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly pool: SessionPool,
    readonly maxTokens: number,
    private readonly start: number[],
    private readonly end: number[],
    readonly dim: number,
  ) {}

  static async load(options: EmbedderOptions): Promise<OnnxEmbedder> {
    const file = modelFile(options.modelDir, options.precision);
    if (!options.allowRemote && !existsSync(file)) {
      throw new EnvsieveError('input_missing', `no ${options.precision} model graph here (${file} is missing); run 'envsieve model build' or choose another --model`, {
        stage: 'embed',
        place: { file: options.modelDir },
      });
    }
    let tokenizer: PreTrainedTokenizer;
    let pool: SessionPool;
    try {
      tokenizer = await loadTokenizer({ model: options.modelDir, allowRemote: options.allowRemote ?? false, downloadDir: options.downloadDir ?? '.envsieve/models' });
      pool = await SessionPool.open({ model: file, workers: options.threads ?? availableParallelism() });
    } catch (cause) {
      throw new EnvsieveError('input_unreadable', `cannot load the embedding model: ${(cause as Error).message}`, { stage: 'embed', place: { file: options.modelDir }, cause });
    }
    // The special tokens around a text are whatever the tokenizer puts around an empty one ([CLS] [SEP] for BERT).
    const frame = tokenizer.encode('');
    // Output shapes can be symbolic, so the dimension is read off one run of the empty text.
    const probe = await pool.run(frame);
    return new OnnxEmbedder(tokenizer, pool, modelMaxTokens(options.modelDir), frame.slice(0, 1), frame.slice(1), probe.dim);
  }

  /** Token ids of `text`, cut to the model's limit with the closing special tokens kept. */
  tokenize(text: string): Tokens {
    const ids = this.encode(text);
    if (ids.length <= this.maxTokens) return { ids, count: ids.length };
    return { ids: [...ids.slice(0, this.maxTokens - this.end.length), ...this.end], count: ids.length };
  }

  /** Windows of at most `maxTokens` ids covering all of a text's tokens, each framed by the special tokens. */
  chunk(tokens: number[]): Tokens[] {
    if (tokens.length <= this.maxTokens) return [{ ids: tokens, count: tokens.length }];
    const body = tokens.slice(this.start.length, tokens.length - this.end.length);
    const width = this.maxTokens - this.start.length - this.end.length;
    const chunks: Tokens[] = [];
    for (let i = 0; i < body.length; i += width) {
      const ids = [...this.start, ...body.slice(i, i + width), ...this.end];
      chunks.push({ ids, count: ids.length });
    }
    return chunks;
  }

  /** All token ids of `text`, uncut. */
  encode(text: string): number[] {
    return this.tokenizer.encode(text);
  }

  /** Normalised mean-pooled embeddings of already tokenized texts, each computed alone. */
  async embedTokens(batch: Tokens[]): Promise<Float32Array[]> {
    const hidden = await Promise.all(batch.map((t) => this.pool.run(t.ids)));
    return hidden.map((h) => meanPool(h.data, [h.tokens], h.tokens, h.dim)[0] as Float32Array);
  }

  /** Stops the session workers; idle ones never hold the process open, so this is for tidiness and tests. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Mean of each row's first `lengths[r]` token vectors, L2-normalised. */
export function meanPool(hidden: Float32Array, lengths: number[], width: number, dim: number): Float32Array[] {
  return lengths.map((length, r) => {
    const out = new Float32Array(dim);
    for (let t = 0; t < length; t++) {
      const base = (r * width + t) * dim;
      for (let d = 0; d < dim; d++) out[d] = (out[d] as number) + (hidden[base + d] as number);
    }
    return normalize(out);
  });
}

