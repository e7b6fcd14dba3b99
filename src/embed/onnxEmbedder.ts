// Sentence embeddings from a transformers.js model directory: its tokenizer through transformers.js, its
// ONNX graph through an onnxruntime-node session of our own. The session is ours (not transformers.js'
// pipeline) to set the thread count to every core and to feed it length-sorted batches built straight from
// token ids: the pipeline pads each batch to its longest text and re-tokenizes, which measured here ran at
// 0.65x of a bare session. Pooling is the attention-masked mean of the last hidden state, then L2
// normalisation, as sentence-transformers does for MiniLM.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import type { PreTrainedTokenizer } from '@xenova/transformers';
import { EnvsieveError } from '../core/errors.js';
import { modelMaxTokens } from '../model/index.js';
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
    private readonly session: ort.InferenceSession,
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
    let session: ort.InferenceSession;
    try {
      tokenizer = await loadTokenizer({ model: options.modelDir, allowRemote: options.allowRemote ?? false, downloadDir: options.downloadDir ?? '.envsieve/models' });
      session = await ort.InferenceSession.create(file, {
        intraOpNumThreads: options.threads ?? availableParallelism(),
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
        executionMode: 'sequential',
      });
    } catch (cause) {
      throw new EnvsieveError('input_unreadable', `cannot load the embedding model: ${(cause as Error).message}`, { stage: 'embed', place: { file: options.modelDir }, cause });
    }
    // The special tokens around a text are whatever the tokenizer puts around an empty one ([CLS] [SEP] for BERT).
    const frame = tokenizer.encode('');
    // onnxruntime 1.14 does not expose output shapes, so the dimension is read off one run of the empty text.
    const probe = await runSession(session, [{ ids: frame, count: frame.length }]);
    return new OnnxEmbedder(tokenizer, session, modelMaxTokens(options.modelDir), frame.slice(0, 1), frame.slice(1), probe[0]?.length ?? 0);
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

  /** Normalised mean-pooled embeddings of already tokenized texts, padded to the longest in the batch. */
  embedTokens(batch: Tokens[]): Promise<Float32Array[]> {
    return runSession(this.session, batch);
  }
}

async function runSession(session: ort.InferenceSession, batch: Tokens[]): Promise<Float32Array[]> {
  const rows = batch.length;
  const width = Math.max(...batch.map((t) => t.ids.length));
  const ids = new BigInt64Array(rows * width);
  const mask = new BigInt64Array(rows * width);
  batch.forEach((t, r) => {
    t.ids.forEach((id, c) => {
      ids[r * width + c] = BigInt(id);
      mask[r * width + c] = 1n;
    });
  });
  const feeds: Record<string, ort.Tensor> = {
    input_ids: new ort.Tensor('int64', ids, [rows, width]),
    attention_mask: new ort.Tensor('int64', mask, [rows, width]),
  };
  if (session.inputNames.includes('token_type_ids')) feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(rows * width), [rows, width]);
  const output = await session.run(feeds);
  const hidden = (output.last_hidden_state ?? output[session.outputNames[0] as string]) as ort.Tensor;
  return meanPool(hidden.data as Float32Array, batch.map((t) => t.ids.length), width, hidden.dims[2] as number);
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

export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d] = (vector[d] as number) / norm;
  return vector;
}
