// The model fingerprint: a hash of the files that decide a vector (graph, tokenizer, config) and of the
// pooling options. It is half of every cache key, so changing any of them can never serve stale vectors.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnvsieveError } from '../core/errors.js';
import { sha256File, sha256Hex, stableJson } from '../core/hash.js';

export interface FingerprintOptions {
  modelDir: string;
  /** Graph file inside the model directory (e.g. `onnx/model_quantized.onnx`). */
  graph: string;
  /** Everything else that changes vectors: pooling, normalisation, long-text handling, token limit. */
  pooling: Record<string, unknown>;
}

const TOKENIZER_FILES = ['tokenizer.json', 'tokenizer_config.json', 'config.json'];

export async function modelFingerprint(options: FingerprintOptions): Promise<string> {
  const files: Record<string, string> = {};
  for (const name of [options.graph, ...TOKENIZER_FILES]) {
    const path = join(options.modelDir, name);
    if (!existsSync(path)) {
      throw new EnvsieveError('input_missing', `model file ${name} is missing; run 'envsieve model build' or choose another --model`, { stage: 'embed', place: { file: options.modelDir } });
    }
    files[name] = await sha256File(path);
  }
  return sha256Hex(stableJson({ files, pooling: options.pooling }));
}
