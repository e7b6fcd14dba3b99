// The model fingerprint: a hash of the files that decide a vector (graph, tokenizer, config), of the
// pooling options and of the runtime that computes it (onnxruntime's version, the CPU features its kernels
// dispatch on, how texts are fed). It is half of every cache key, so changing any of them can never serve
// stale vectors. The runtime is part of it because the same graph gives other bits elsewhere: MLAS picks
// GEMM, softmax and GELU kernels by CPU feature (VNNI's uint8 × int8 sums are exact, AVX2's can saturate;
// AVX-512 and AVX2 exp/erf round differently), and onnxruntime versions change kernels and fusions.
import { existsSync, readFileSync } from 'node:fs';
import { arch, cpus } from 'node:os';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { EnvsieveError } from '../core/errors.js';
import { sha256Hex, stableJson } from '../core/hash.js';
import { fileSha256, verifyModel } from './verify.js';

export interface Runtime {
  onnxruntime: string;
  arch: string;
  /** CPU features that change which kernels run, sorted; or the CPU's model name where flags are not readable. */
  cpu: string[];
  /** How texts reach the session: one per run makes a text-wide activation scale the text's own. */
  feed: string;
}

export interface FingerprintOptions {
  modelDir: string;
  /** Graph file inside the model directory (e.g. `onnx/model_quantized.onnx`). */
  graph: string;
  /** Everything else that changes vectors: pooling, normalisation, long-text handling, token limit. */
  pooling: Record<string, unknown>;
  /** Defaults to this process's runtime (currentRuntime()). */
  runtime?: Runtime;
}

const TOKENIZER_FILES = ['tokenizer.json', 'tokenizer_config.json', 'config.json'];

/** The x86 and Arm features MLAS dispatches on (platform.cpp); other flags do not change a result. */
const KERNEL_FEATURES = new Set([
  'sse4_1', 'avx', 'avx2', 'fma', 'f16c', 'avx_vnni', 'avx512f', 'avx512bw', 'avx512dq', 'avx512vl', 'avx512_vnni',
  'avx512_bf16', 'avx512_fp16', 'amx_tile', 'amx_int8', 'amx_bf16', 'asimd', 'asimddp', 'i8mm', 'sve', 'bf16', 'fphp',
]);

export const FEED = 'one text per run';

/** CPU flags from /proc/cpuinfo (Linux: "flags" on x86, "Features" on Arm), filtered to KERNEL_FEATURES. */
export function cpuFeatures(cpuinfo?: string): string[] {
  let text = cpuinfo;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/cpuinfo', 'utf8');
    } catch {
      return [`model:${cpus()[0]?.model ?? 'unknown'}`];
    }
  }
  const line = text.split('\n').find((l) => /^(flags|Features)\s*:/.test(l));
  if (!line) return [`model:${cpus()[0]?.model ?? 'unknown'}`];
  return [...new Set(line.slice(line.indexOf(':') + 1).trim().split(/\s+/).filter((f) => KERNEL_FEATURES.has(f)))].sort();
}

let runtime: Runtime | undefined;

export function currentRuntime(): Runtime {
  runtime ??= { onnxruntime: ort.env.versions.node ?? 'unknown', arch: arch(), cpu: cpuFeatures(), feed: FEED };
  return runtime;
}

export async function modelFingerprint(options: FingerprintOptions): Promise<string> {
  const files: Record<string, string> = {};
  for (const name of [options.graph, ...TOKENIZER_FILES]) {
    const path = join(options.modelDir, name);
    if (!existsSync(path)) {
      throw new EnvsieveError('input_missing', `model file ${name} is missing; run 'envsieve model build' or choose another --model`, { stage: 'embed', place: { file: options.modelDir } });
    }
    files[name] = await fileSha256(path);
  }
  // Every use of a model goes through its fingerprint, so this is where a damaged model is stopped.
  await verifyModel(options.modelDir, Object.keys(files));
  return sha256Hex(stableJson({ files, pooling: options.pooling, runtime: options.runtime ?? currentRuntime() }));
}
