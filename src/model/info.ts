// What is installed as an embedding model: the files of a model directory, its build stamp if envsieve
// built it, and the fingerprint each precision gets (the cache key half that identifies the model).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { modelFingerprint } from './fingerprint.js';
import { modelMaxTokens } from './paths.js';
import { modelProblems } from './verify.js';

export interface ModelInfo {
  dir: string;
  ready: boolean;
  maxTokens: number;
  files: Record<string, { bytes: number } | null>;
  /** build.json of a model envsieve built: builder version and source package hashes. */
  build: unknown;
  /** What does not match build.json (empty when intact, or not built by envsieve). */
  problems: string[];
  /** Fingerprints with the default pooling, per precision whose graph is present. */
  fingerprints: Partial<Record<'int8' | 'fp32', string>>;
}

const FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx', 'onnx/model.onnx'];
const GRAPHS = { int8: 'onnx/model_quantized.onnx', fp32: 'onnx/model.onnx' } as const;

export async function modelInfo(dir: string): Promise<ModelInfo> {
  const files: ModelInfo['files'] = {};
  for (const name of FILES) files[name] = await stat(join(dir, name)).then((s) => ({ bytes: s.size }), () => null);
  const build = existsSync(join(dir, 'build.json')) ? JSON.parse(await readFile(join(dir, 'build.json'), 'utf8')) : null;
  const fingerprints: ModelInfo['fingerprints'] = {};
  const base = files['config.json'] && files['tokenizer.json'] && files['tokenizer_config.json'];
  const problems = await modelProblems(dir);
  for (const [precision, graph] of Object.entries(GRAPHS) as Array<['int8' | 'fp32', string]>) {
    if (!base || !files[graph] || problems.length > 0) continue;
    fingerprints[precision] = await modelFingerprint({ modelDir: dir, graph, pooling: { pooling: 'mean', normalize: true, longText: EMBED_DEFAULTS.longText } });
  }
  return { dir, ready: Boolean(base && fingerprints[EMBED_DEFAULTS.precision]) && problems.length === 0, maxTokens: modelMaxTokens(dir), files, build, problems, fingerprints };
}
