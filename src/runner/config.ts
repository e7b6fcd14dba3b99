// Pipeline configs (`pipelines/*.yaml`): parsed with the `yaml` package (the maintained YAML 1.2 parser, which
// also gives node positions, so a mistake is reported at its line) and validated with zod into a plan. Paths
// in a config are relative to the config file, so a pipeline runs the same from any working directory.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { z } from 'zod';
import { EnvsieveError } from '../core/errors.js';
import { STAGE_NAMES, type PipelinePlan } from './plan.js';

const files = z.array(z.string().min(1)).default([]);
const unit = z.number().min(-1).max(1);
const thresholds = z.strictObject({ nearDuplicate: unit.optional(), related: unit.optional() });
const weights = z.strictObject({ tools: z.number().min(0).optional(), state: z.number().min(0).optional(), tasks: z.number().min(0).optional() });
const count = z.number().int().positive();

const optionsSchema = z.strictObject({
  ingest: z.strictObject({
    strict: z.boolean().optional(),
    limits: z.strictObject({ maxRecordBytes: count.optional(), maxSchemaDepth: count.optional(), maxSchemaNodes: count.optional(), maxEnumValues: count.optional(), maxTextChars: count.optional(), maxIdChars: count.optional() }).optional(),
  }).optional(),
  embed: z.strictObject({
    modelDir: z.string().min(1).optional(),
    precision: z.enum(['int8', 'fp32']).optional(),
    longText: z.enum(['truncate', 'chunk']).optional(),
    threads: count.optional(),
  }).optional(),
  neighbors: z.strictObject({
    topK: count.optional(),
    topEnvs: count.optional(),
    exact: z.boolean().optional(),
    thresholds: z.strictObject({ tools: thresholds.optional(), state: thresholds.optional(), tasks: thresholds.optional() }).optional(),
    envThresholds: thresholds.optional(),
    weights: weights.optional(),
    dropAt: z.enum(['exact', 'near-duplicate', 'related']).optional(),
    dropToolsAt: z.enum(['exact', 'near-duplicate', 'related']).optional(),
  }).optional(),
  cluster: z.strictObject({
    clusters: count.optional(),
    seed: count.optional(),
    envThresholds: thresholds.optional(),
    weights: weights.optional(),
    exact: z.boolean().optional(),
  }).optional(),
  holdout: z.strictObject({
    fraction: z.number().gt(0).lt(1).optional(),
    families: z.array(z.string().min(1)).min(1).optional(),
    threshold: unit.optional(),
  }).optional(),
  stratify: z.strictObject({
    strata: z.array(z.number().int().min(2)).min(1).optional(),
    passK: z.array(count).min(1).optional(),
    seed: count.optional(),
    bootstrap: count.optional(),
    minStratumTasks: count.optional(),
  }).optional(),
  subsets: z.strictObject({
    fractions: z.array(z.number().gt(0).max(1)).min(1).optional(),
    seed: count.optional(),
  }).optional(),
  report: z.strictObject({
    markdownRows: count.optional(),
    htmlRows: count.optional(),
    clusterMap: z.boolean().optional(),
  }).optional(),
});

const configSchema = z.strictObject({
  name: z.string().min(1).optional(),
  out: z.string().min(1),
  cache: z.string().min(1).optional(),
  inputs: z.strictObject({ portfolio: z.array(z.string().min(1)).min(1), suite: files, baseline: files, tasks: files, results: files, familyWeights: z.array(z.string().min(1)).max(1).default([]) }),
  stages: z.array(z.enum(STAGE_NAMES)).min(1).optional(),
  options: optionsSchema.default({}),
});

export type PipelineConfig = z.infer<typeof configSchema>;

/** Reads and validates a pipeline config; every mistake is one EnvsieveError naming file, line and field. */
export async function loadPipelineConfig(path: string): Promise<PipelinePlan> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new EnvsieveError('input_missing', `cannot read pipeline config: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { stage: 'runner', place: { file: path }, cause: error });
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const line = lines.linePos(yamlError.pos[0]).line;
    throw new EnvsieveError('invalid_option', `not valid YAML: ${yamlError.message.split('\n')[0]}`, { stage: 'runner', place: { file: path, line } });
  }
  const parsed = configSchema.safeParse(toJs(doc, path));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // An unknown key is reported at the key itself, not at the object holding it.
    const fieldPath = [...(issue?.path ?? []), ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])].map(String);
    const line = lineOf(doc, lines, fieldPath);
    throw new EnvsieveError('invalid_option', issue?.message ?? 'invalid pipeline config', {
      stage: 'runner',
      place: { file: path, ...(line !== undefined ? { line } : {}), field: fieldPath.join('.') || '(top level)' },
    });
  }
  return toPlan(parsed.data, dirname(resolve(path)), path);
}

/** The line of the node at `path`, or of its nearest ancestor that exists (a missing key is at its parent). */
/**
 * The document's value. yaml refuses to expand aliases past its limit (an alias bomb: a few lines that expand
 * to billions of nodes) by throwing; that is a hostile or broken file, said in one line, not a crash.
 */
function toJs(doc: ReturnType<typeof parseDocument>, path: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new EnvsieveError('input_unreadable', `YAML cannot be expanded: ${(error as Error).message}`, { stage: 'runner', place: { file: path }, cause: error });
  }
}

function lineOf(doc: ReturnType<typeof parseDocument>, lines: LineCounter, path: string[]): number | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

function toPlan(config: PipelineConfig, base: string, path: string): PipelinePlan {
  const at = (p: string) => resolve(base, p);
  const options = structuredClone(config.options) as PipelinePlan['options'];
  if (options.embed?.modelDir) options.embed.modelDir = at(options.embed.modelDir);
  return {
    name: config.name ?? path.replace(/^.*\//, '').replace(/\.ya?ml$/, ''),
    outDir: at(config.out),
    ...(config.cache ? { cacheDir: at(config.cache) } : {}),
    inputs: { portfolio: config.inputs.portfolio.map(at), suite: config.inputs.suite.map(at), baseline: config.inputs.baseline.map(at), tasks: config.inputs.tasks.map(at), results: config.inputs.results.map(at), familyWeights: config.inputs.familyWeights.map(at) },
    stages: config.stages ?? [...STAGE_NAMES],
    options,
  };
}
