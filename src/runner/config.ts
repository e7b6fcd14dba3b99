// Pipeline configs (`pipelines/*.yaml`): parsed with the `yaml` package (the maintained YAML 1.2 parser, which
// also gives node positions, so a mistake is reported at its line) and validated with zod into a plan. Paths
// in a config are relative to the config file, so a pipeline runs the same from any working directory.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { z } from 'zod';
import { EnvsieveError } from '../core/errors.js';
import { STAGE_NAMES, type PipelinePlan } from './plan.js';
import { STAGES, type StageDefinition } from './stages.js';

const files = z.array(z.string().min(1)).default([]);

// Each stage's `options.<stage>` is the schema its options are declared with (src/<stage>/options.ts), so a
// key means what the library option of the same name means and no option can be missing here.
const optionsSchema = z.strictObject(Object.fromEntries(STAGE_NAMES.map((name) => [name, (STAGES.get(name) as StageDefinition).options.schema.optional()])));

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
