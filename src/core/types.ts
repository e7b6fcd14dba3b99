// The canonical environment model that every stage reads: environments with their tools, state schema and
// tasks, and the facet items cut from them. Raw, untrusted input is validated into these shapes by ingest.

export const SIDES = ['portfolio', 'suite', 'baseline'] as const;
/** Which side of the audit an environment is on: training portfolio, eval suite, or pre-existing baseline. */
export type Side = (typeof SIDES)[number];

export const FACETS = ['tools', 'state', 'tasks'] as const;
/** One kind of content of an environment; each facet is embedded and searched on its own. */
export type Facet = (typeof FACETS)[number];

/**
 * A JSON-Schema-like type tree, normalised: BFCL's `dict` reads as `object`, Python type names map to JSON
 * types, local `$ref`s are resolved, object properties are sorted by name.
 */
export interface SchemaNode {
  /** Normalised type: `string`, `integer`, `number`, `boolean`, `object`, `array`, `null`, `any`, or a union `a|b`. */
  type: string;
  description?: string;
  /** Allowed values, as JSON text for non-strings. */
  enum?: string[];
  properties?: PropertyNode[];
  /** Schema of an object's values when it is a map (JSON Schema `additionalProperties`). */
  additional?: SchemaNode;
  /** Schema of an array's elements. */
  items?: SchemaNode;
  /** Set where a `$ref` points back at an enclosing schema: the recursion is named, not expanded. */
  recursive?: string;
}

export interface PropertyNode {
  name: string;
  required: boolean;
  node: SchemaNode;
}

/** The published form a tool came in; kept for provenance, the content is normalised whatever the form. */
export type ToolForm = 'openai' | 'mcp' | 'anthropic' | 'bedrock' | 'gemini' | 'cohere' | 'bfcl' | 'plain';

export interface Tool {
  name: string;
  description: string;
  parameters: SchemaNode;
  form: ToolForm;
}

/** One table or top-level state entity. */
export interface StateTable {
  name: string;
  description: string;
  fields: PropertyNode[];
  /** Row count where the source states it (tau-bench style `x-count`). */
  rows?: number;
}

/** How the state schema was given: JSON Schema, a map of tables, SQL DDL, class summaries, or sample data. */
export type StateFormat = 'json-schema' | 'tables' | 'sql-ddl' | 'dynamodb' | 'classes' | 'sample';

export interface StateSchema {
  format: StateFormat;
  tables: StateTable[];
}

/**
 * A part of a task of several paragraphs or lines (facets/passages.ts): its text, whitespace folded, and the
 * paragraphs it spans, from 1 — or, for one line of a queue or list (`unit` `line`), that line's number in the
 * raw text, from 1.
 */
export interface Passage {
  text: string;
  first: number;
  last: number;
  unit?: 'line';
}

export interface Task {
  id: string;
  /** Whitespace folded. */
  text: string;
  /** Its parts when it has two paragraphs or long lines or more (facets/passages.ts), cut before the folding. */
  passages?: Passage[];
  /** `inline`, or the tasks file it was joined from. */
  from: string;
}

export interface Origin {
  file: string;
  line: number;
}

export interface Environment {
  id: string;
  side: Side;
  family: string;
  source: string;
  origin: Origin;
  tools: Tool[];
  state: StateSchema | null;
  tasks: Task[];
  meta: Record<string, unknown>;
}

/** One unit of a facet: the thing that is embedded and searched. */
export interface FacetItem {
  /** `<env id>#<facet>/<local id>`, e.g. `tau_bench/retail#tasks/test_0`. */
  id: string;
  env: string;
  side: Side;
  facet: Facet;
  /** Tool name, table name or task id. */
  local: string;
  /** Canonical text: what is embedded, unless `vector_text` is set. */
  text: string;
  /**
   * Tools whose text holds their environment's or a suite's house style (facets/houseStyle.ts): the text with
   * those word runs left out, which is what their vector is made from. Absent when nothing was left out.
   */
  vector_text?: string;
  /**
   * Tools whose calling signature, of three parameters or more (NEIGHBOR_DEFAULTS.minShapeSize), a tool of the
   * other side shares (facets/purposes.ts): their name and description lines, house style left out
   * (facets/houseStyle.ts), embedded on their own, so that two tools called alike can be told apart by what they
   * are for.
   */
  purpose_text?: string;
  /**
   * Tools whose text is longer than the model reads (facets/toolBrief.ts): their name, their description's first
   * sentence and each parameter line's, house style left out; their vector is the mean with it too.
   */
  brief_text?: string;
  /**
   * Tools whose calling shape few suite tools have, and a tool of the other side too (facets/descriptions.ts):
   * their whole description, then each sentence of their name and description, house style left out, each
   * embedded on its own, so that a rewrite's sentence saying what a suite tool's description says is seen
   * beside the words of the product it was set in.
   */
  description_units?: string[];
  /** Hash of the canonical content: equal only for identical content. */
  fp_exact: string;
  /** Rename-invariant structural hash (see facets/fingerprint.ts for what it ignores). */
  fp_shape: string;
  /** How much `fp_shape` rests on: top-level parameters of a tool, fields of a table, words of a task. */
  shape_size: number;
  /**
   * Tools and tables: one token per top-level parameter (column) — required or not, type, enum values — with
   * names and descriptions left out (facets/fingerprint.ts `structureTokens`), for the structural channel.
   */
  structure?: string[];
  /**
   * Portfolio tasks of two paragraphs or long lines or more: parts of the text, each embedded beside the whole
   * (facets/passages.ts), so a suite task set inside text of the generator's own is still seen.
   */
  passages?: Passage[];
}

/** The texts an item's vector is the mean of. */
export const vectorTexts = (item: Pick<FacetItem, 'text' | 'vector_text' | 'brief_text'>): string[] => [
  item.text,
  ...(item.vector_text === undefined ? [] : [item.vector_text]),
  ...(item.brief_text === undefined ? [] : [item.brief_text]),
];
