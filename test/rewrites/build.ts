// Builds issue 11's hand-written rewrite test set into a portfolio manifest. The fixtures in this folder hold
// only text written for the test set; whatever reuses benchmark material (verbatim tools, entity-swapped
// templates, edited long schemas) is a transformation of a named suite item, applied here to
// ../shared/data/real at test time, so no benchmark text is copied into the repository. Returns, per
// portfolio item, the suite item it rewrites (and the suite items equal to it, which a matcher cannot tell
// apart), and per environment what it is, for the test and for `npm run bench -- rewrites`.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { foldWhitespace } from '../../src/core/text.js';
import { editSchema, editToolDescription, writeToolForm, type SchemaEdit, type ToolForm, type RawTool } from './schemaEdits.js';

export const REWRITES_DIR = resolve(import.meta.dirname);
const SUITE_FILES = ['tau_bench.jsonl', 'bfcl_multi_turn.jsonl'] as const;

/**
 * The suite files a case folder's rewrites target: its `suites.json` (`{ "suites": ["tau2_bench.jsonl", …] }`)
 * when it has one — a set written against other benchmarks than tau-bench and BFCL multi-turn — else SUITE_FILES.
 */
export function suiteFilesOf(casesDir: string): string[] {
  const declared = join(casesDir, 'suites.json');
  if (!existsSync(declared)) return [...SUITE_FILES];
  const { suites } = JSON.parse(readFileSync(declared, 'utf8')) as { suites?: unknown };
  if (!Array.isArray(suites) || suites.length === 0 || !suites.every((f) => typeof f === 'string' && /^[\w.-]+\.jsonl$/.test(f))) {
    throw new Error(`${declared}: "suites" must list suite files (names such as tau2_bench.jsonl)`);
  }
  return suites as string[];
}

export const CASE_CLASSES = [
  'paraphrased-tool',
  'paraphrased-task',
  'translated-task',
  'entity-swap',
  'partial-containment',
  'long-reordered-schema',
  'negative',
] as const;
export type CaseClass = (typeof CASE_CLASSES)[number];

/** One portfolio item the builder wrote; `filler` marks the hand-written unrelated tools and tasks that sit beside positives. */
export interface ItemExpectation {
  item: string;
  env: string;
  caseId: string;
  class: CaseClass | 'filler';
  /** The suite item it rewrites (null for negatives and fillers). */
  expected: string | null;
  /** Suite items a match to which counts as finding the original: the original and its identical copies. */
  accept: string[];
  language?: string;
}

export interface EnvExpectation {
  env: string;
  kind: 'positive' | 'negative';
  classes: CaseClass[];
  /** Suite environments this environment rewrites: those declared and those holding an accepted original (empty for negatives). */
  rewrites: string[];
}

export interface BuiltRewrites {
  manifest: string;
  /** The suite files the cases target (suiteFilesOf), to audit the manifest against. */
  suites: string[];
  items: ItemExpectation[];
  environments: EnvExpectation[];
  negatives: string[];
  /** Cases per class, and translations per language. */
  counts: Record<string, number>;
}

interface SuiteTask { id: string; text: string }
interface SuiteEnv { id: string; tools: RawTool[]; tasks: SuiteTask[] }
interface PortfolioEnv {
  id: string;
  family: string;
  source: string;
  tools: RawTool[];
  state_schema: unknown;
  tasks: SuiteTask[];
  meta: { classes: CaseClass[]; cases: string[] };
}

interface CaseBase {
  id: string;
  class: CaseClass;
  env: string;
  target: string;
  /**
   * Other suite items the item copies as much as the target (`<env>#tasks/<id>`): a task merging two suite tasks
   * into one session copies both, and naming either is finding its original.
   */
  also?: string[];
  construction: string;
  language?: string;
}
interface HandToolCase extends CaseBase { tool: RawTool }
interface HandTaskCase extends CaseBase { task: SuiteTask }
interface SwapCase extends CaseBase { transform: { taskId: string; swap: Record<string, string> } }
interface ContainCase extends CaseBase { transform: { copyTools: string[]; form: ToolForm } }
interface SchemaCase extends CaseBase { transform: SchemaEdit & { name: string; form?: ToolForm; toolDescription?: unknown } }
type AnyCase = HandToolCase | HandTaskCase | SwapCase | ContainCase | SchemaCase;

interface EnvDecl { id: string; family: string; rewrites: string[]; tools?: RawTool[]; tasks?: SuiteTask[]; state_schema?: unknown }
interface NegativeDecl { id: string; family: string; tools: RawTool[]; state_schema: unknown; tasks: SuiteTask[] }

const CASE_FILES = ['paraphrases.json', 'translations.json', 'transforms.json'];

function readFixture<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

function readSuite(realDir: string, files: readonly string[]): Map<string, SuiteEnv> {
  const envs = new Map<string, SuiteEnv>();
  for (const file of files) {
    for (const line of readFileSync(join(realDir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const env = JSON.parse(line) as SuiteEnv;
      envs.set(env.id, { id: env.id, tools: env.tools ?? [], tasks: env.tasks ?? [] });
    }
  }
  return envs;
}

export function toolName(tool: RawTool): string {
  const name = tool.function?.name ?? tool.toolSpec?.name ?? tool.name;
  if (typeof name !== 'string') throw new Error(`a tool has no name: ${JSON.stringify(tool).slice(0, 80)}`);
  return name;
}

class CaseError extends Error {
  constructor(caseId: string, message: string) {
    super(`rewrites case '${caseId}': ${message}`);
  }
}

/** Resolves `<env>#<facet>/<local>` against the suite, failing with the case's name. */
function resolveTarget(suite: Map<string, SuiteEnv>, c: CaseBase): { env: SuiteEnv; facet: 'tools' | 'tasks'; local: string } {
  const match = /^(.+)#(tools|tasks)\/(.+)$/.exec(c.target);
  if (!match) throw new CaseError(c.id, `target '${c.target}' is not '<suite env>#tools|tasks/<id>'`);
  const [, envId = '', facet, local = ''] = match;
  const env = suite.get(envId);
  if (!env) throw new CaseError(c.id, `suite environment '${envId}' does not exist in the case folder's suites`);
  const found = facet === 'tools' ? env.tools.some((t) => toolName(t) === local) : env.tasks.some((t) => t.id === local);
  if (!found) throw new CaseError(c.id, `${facet} item '${local}' does not exist in suite environment '${envId}'`);
  return { env, facet: facet as 'tools' | 'tasks', local };
}

function suiteTool(env: SuiteEnv, name: string, caseId: string): RawTool {
  const tool = env.tools.find((t) => toolName(t) === name);
  if (!tool) throw new CaseError(caseId, `tool '${name}' does not exist in suite environment '${env.id}'`);
  return structuredClone(tool);
}

function suiteTask(env: SuiteEnv, id: string): SuiteTask {
  return env.tasks.find((t) => t.id === id) as SuiteTask;
}

// BFCL multi-turn's four categories (base, long_context, miss_func, miss_param) are the same N-th conversation,
// and an entry involving several classes is listed under each: all of them are the original of a rewrite.
const BFCL_VARIANT = /^multi_turn_(?:base|long_context|miss_func|miss_param)_(\d+)$/;

/** The target and every suite item with the same content (or, for BFCL multi-turn, the same conversation). */
function acceptedOriginals(suite: Map<string, SuiteEnv>, target: string, facet: 'tools' | 'tasks', env: SuiteEnv, local: string): string[] {
  const accepted = new Set<string>([target]);
  if (facet === 'tools') {
    const content = JSON.stringify({ ...suiteTool(env, local, target), name: undefined });
    for (const other of suite.values()) {
      for (const tool of other.tools) {
        if (JSON.stringify({ ...tool, name: undefined }) === content && toolName(tool) === local) accepted.add(`${other.id}#tools/${local}`);
      }
    }
  } else {
    const text = foldWhitespace(suiteTask(env, local).text);
    const index = BFCL_VARIANT.exec(local)?.[1];
    for (const other of suite.values()) {
      for (const task of other.tasks) {
        const sameConversation = index !== undefined && BFCL_VARIANT.exec(task.id)?.[1] === index;
        if (sameConversation || foldWhitespace(task.text) === text) accepted.add(`${other.id}#tasks/${task.id}`);
      }
    }
  }
  return [...accepted].sort();
}

/** Replaces every key of `swap` at once (longest first, so no replacement is itself rewritten). */
export function applySwap(text: string, swap: Record<string, string>, caseId: string): string {
  const keys = Object.keys(swap).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const key of keys) if (!text.includes(key)) throw new CaseError(caseId, `swap key '${key}' does not occur in the source task`);
  const pattern = new RegExp(keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, (found) => swap[found] as string);
}

interface Built { tools: RawTool[]; tasks: SuiteTask[]; items: ItemExpectation[] }

function buildCase(suite: Map<string, SuiteEnv>, c: AnyCase): Built {
  const expectation = (facet: 'tools' | 'tasks', local: string, expected: string, accept: string[]): ItemExpectation => ({
    item: `${c.env}#${facet}/${local}`, env: c.env, caseId: c.id, class: c.class, expected, accept,
    ...(c.language ? { language: c.language } : {}),
  });
  if (c.class === 'partial-containment') {
    const { transform } = c as ContainCase;
    const env = suite.get(c.target);
    if (!env) throw new CaseError(c.id, `suite environment '${c.target}' does not exist`);
    if (transform.copyTools.length < 2 || transform.copyTools.length > 5) throw new CaseError(c.id, 'partial containment copies 2-5 tools');
    const tools = transform.copyTools.map((name) => writeToolForm(suiteTool(env, name, c.id), transform.form));
    const items = transform.copyTools.map((name) => {
      const target = `${env.id}#tools/${name}`;
      return expectation('tools', name, target, acceptedOriginals(suite, target, 'tools', env, name));
    });
    return { tools, tasks: [], items };
  }
  const { env, facet, local } = resolveTarget(suite, c);
  const others = (c.also ?? []).map((target) => {
    const other = resolveTarget(suite, { ...c, target });
    if (other.facet !== facet) throw new CaseError(c.id, `'also' target '${target}' is not of the target's facet`);
    return acceptedOriginals(suite, target, other.facet, other.env, other.local);
  });
  const accept = [...new Set([...acceptedOriginals(suite, c.target, facet, env, local), ...others.flat()])].sort();
  if ('tool' in c) return { tools: [c.tool], tasks: [], items: [expectation('tools', toolName(c.tool), c.target, accept)] };
  if ('task' in c) return { tools: [], tasks: [c.task], items: [expectation('tasks', c.task.id, c.target, accept)] };
  if (c.class === 'entity-swap') {
    const { transform } = c as SwapCase;
    const task = { id: transform.taskId, text: applySwap(suiteTask(env, local).text, transform.swap, c.id) };
    return { tools: [], tasks: [task], items: [expectation('tasks', task.id, c.target, accept)] };
  }
  if (c.class === 'long-reordered-schema') {
    const { transform } = c as SchemaCase;
    const source = suiteTool(env, local, c.id);
    const fail = (message: string) => new CaseError(c.id, message);
    const tool: RawTool = {
      name: transform.name,
      description: editToolDescription(String(source.description ?? ''), transform.toolDescription, fail),
      parameters: editSchema(source.parameters as Record<string, unknown>, transform, fail),
    };
    return { tools: [writeToolForm(tool, transform.form ?? 'plain')], tasks: [], items: [expectation('tools', transform.name, c.target, accept)] };
  }
  throw new CaseError(c.id, `class '${c.class}' needs a tool, a task or a transform`);
}

/** Checks what ingest would reject, so a broken fixture fails here with the case named rather than as a reject. */
function checkUnique(env: PortfolioEnv): void {
  const names = env.tools.map(toolName);
  const tasks = env.tasks.map((t) => t.id);
  for (const [kind, list] of [['tool name', names], ['task id', tasks]] as const) {
    const dup = list.find((x, i) => list.indexOf(x) !== i);
    if (dup !== undefined) throw new Error(`rewrites environment '${env.id}': duplicate ${kind} '${dup}'`);
  }
}

export interface BuildOptions {
  outDir: string;
  /** Directory holding the suite files (suiteFilesOf; default ../shared/data/real). */
  realDir?: string;
  casesDir?: string;
  /** Keeps only the cases and environments of the held-out parts it accepts (heldOutPart), as SAMPLE_PARTS does. */
  keepPart?: (part: number) => boolean;
}

/**
 * The held-out part a case or an environment belongs to, as the number in its id's prefix: cases `h<n>-…`,
 * environments `rw/held<n>/…` and `rw/held<n>neg/…` (the first part's `h-…` and `rw/held/…` are 1; the brief
 * numbers the part one less than its prefix); undefined for an id of no part (the first set's).
 */
export function heldOutPart(id: string): number | undefined {
  const match = /^(?:h(\d*)-|rw\/held(\d*)(?:neg)?\/)/.exec(id);
  if (!match) return undefined;
  const digits = match[1] ?? match[2] ?? '';
  return digits === '' ? 1 : Number(digits);
}

/**
 * The parts of the second set that `npm test` runs: the whole set's 66,000 texts took seven of CI's fifteen minutes
 * to embed from an empty cache (2026-12-07), and the set grows with every part. Every fourth prefix from the first, so each
 * stretch of the set's writing is in the sample, and the parts whose items test/rewritesDetection.test.ts names.
 * `ENVSIEVE_REWRITES_SECOND=all` runs the whole set there; `npm run bench -- rewrites` runs it whole unless
 * BENCH_REWRITES_PARTS=sample.
 */
const NAMED_PARTS = new Set([3, 6, 8, 19, 22, 27, 28, 32, 33, 39, 323]);
export const SAMPLE_PARTS = (part: number): boolean => part % 4 === 1 || NAMED_PARTS.has(part);

/** Keeps what `keepPart` accepts, failing on an id of no part: a sample of a set that is not split into parts is a mistake. */
function inKept<T>(list: T[], id: (x: T) => string, keepPart: BuildOptions['keepPart']): T[] {
  if (!keepPart) return list;
  return list.filter((x) => {
    const part = heldOutPart(id(x));
    if (part === undefined) throw new Error(`rewrites: '${id(x)}' names no held-out part, so the set cannot be sampled by part`);
    return keepPart(part);
  });
}

/** Writes `<outDir>/rewrites.jsonl` (one portfolio environment per line) and returns the expectations. */
export async function buildRewrites(options: BuildOptions): Promise<BuiltRewrites> {
  const casesDir = options.casesDir ?? REWRITES_DIR;
  const suites = suiteFilesOf(casesDir);
  const suite = readSuite(options.realDir ?? resolve(REWRITES_DIR, '../../../shared/data/real'), suites);
  const { keepPart } = options;
  const decls = inKept(readFixture<{ environments: EnvDecl[] }>(casesDir, 'environments.json').environments, (d) => d.id, keepPart);
  const negatives = inKept(readFixture<{ environments: NegativeDecl[] }>(casesDir, 'negatives.json').environments, (n) => n.id, keepPart);
  const cases = inKept(CASE_FILES.flatMap((f) => readFixture<{ cases: AnyCase[] }>(casesDir, f).cases), (c) => c.id, keepPart);

  const envs = new Map<string, PortfolioEnv>();
  const items: ItemExpectation[] = [];
  const environments: EnvExpectation[] = [];
  for (const d of decls) {
    for (const r of d.rewrites) if (!suite.has(r)) throw new Error(`rewrites environment '${d.id}': suite environment '${r}' does not exist`);
    envs.set(d.id, { id: d.id, family: d.family, source: 'envsieve test/rewrites', tools: [], state_schema: d.state_schema ?? null, tasks: [], meta: { classes: [], cases: [] } });
  }
  const seenCases = new Set<string>();
  for (const c of cases) {
    if (seenCases.has(c.id)) throw new CaseError(c.id, 'case id used twice');
    seenCases.add(c.id);
    if (!CASE_CLASSES.includes(c.class)) throw new CaseError(c.id, `unknown class '${String(c.class)}'`);
    if (c.class === 'translated-task' && !c.language) throw new CaseError(c.id, 'a translated task names its language');
    const env = envs.get(c.env);
    if (!env) throw new CaseError(c.id, `portfolio environment '${c.env}' is not declared in environments.json`);
    const built = buildCase(suite, c);
    env.tools.push(...built.tools);
    env.tasks.push(...built.tasks);
    if (!env.meta.classes.includes(c.class)) env.meta.classes.push(c.class);
    env.meta.cases.push(c.id);
    items.push(...built.items);
  }
  for (const d of decls) {
    const env = envs.get(d.id) as PortfolioEnv;
    const filler = [...(d.tools ?? []).map((t) => ['tools', toolName(t)] as const), ...(d.tasks ?? []).map((t) => ['tasks', t.id] as const)];
    env.tools.push(...(d.tools ?? []));
    env.tasks.push(...(d.tasks ?? []));
    for (const [facet, local] of filler) items.push({ item: `${d.id}#${facet}/${local}`, env: d.id, caseId: d.id, class: 'filler', expected: null, accept: [] });
    if (env.meta.cases.length === 0) throw new Error(`rewrites environment '${d.id}' holds no case`);
    // BFCL lists a multi-class conversation under every class it involves, and MemoryAPI_kv and _vector share
    // tools, so the environments holding an accepted original count as rewritten too.
    const holding = items.filter((e) => e.env === d.id).flatMap((e) => e.accept.map((a) => a.split('#')[0] as string));
    environments.push({ env: d.id, kind: 'positive', classes: env.meta.classes, rewrites: [...new Set([...d.rewrites, ...holding])].sort() });
  }
  for (const n of negatives) {
    if (envs.has(n.id)) throw new Error(`rewrites environment '${n.id}' is declared twice`);
    envs.set(n.id, { id: n.id, family: n.family, source: 'envsieve test/rewrites', tools: n.tools, state_schema: n.state_schema, tasks: n.tasks, meta: { classes: ['negative'], cases: [n.id] } });
    for (const t of n.tools) items.push({ item: `${n.id}#tools/${toolName(t)}`, env: n.id, caseId: n.id, class: 'negative', expected: null, accept: [] });
    for (const t of n.tasks) items.push({ item: `${n.id}#tasks/${t.id}`, env: n.id, caseId: n.id, class: 'negative', expected: null, accept: [] });
    environments.push({ env: n.id, kind: 'negative', classes: ['negative'], rewrites: [] });
  }
  for (const env of envs.values()) checkUnique(env);

  await mkdir(options.outDir, { recursive: true });
  const manifest = join(options.outDir, 'rewrites.jsonl');
  await writeFile(manifest, [...envs.values()].map((e) => JSON.stringify(e)).join('\n') + '\n');
  return { manifest, suites, items, environments, negatives: negatives.map((n) => n.id), counts: countCases(cases, negatives.length) };
}

function countCases(cases: AnyCase[], negatives: number): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(CASE_CLASSES.map((k) => [k, 0]));
  for (const c of cases) {
    counts[c.class] = (counts[c.class] ?? 0) + 1;
    if (c.language) counts[`language:${c.language}`] = (counts[`language:${c.language}`] ?? 0) + 1;
  }
  counts.negative = negatives;
  counts['translated-source-tasks'] = new Set(cases.filter((c) => c.class === 'translated-task').map((c) => c.target)).size;
  return counts;
}
