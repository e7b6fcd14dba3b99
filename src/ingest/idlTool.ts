// A tool whose description is its definition in an interface definition language, as a team that serves its
// tools over RPC or SOAP, or keeps them in a schema registry, pastes it: an Avro record or protocol, a JSON Type
// Definition, a Smithy operation, a Thrift service function, a Cap'n Proto interface method, a WSDL operation
// with its XSD request element, a RAML method. Read into the definition's prose (its doc strings and doc
// comments, the prose before it) as the description, and its fields as JSON Schema parameters: the keywords,
// braces and field numbers of the definition are what an English embedding model reads otherwise (a Thrift
// `copy_entry` 0.46 alike to BFCL's `cp`, 0.60 read so; an Avro `compute_percentage` 0.70 to `percentage`, 0.83).
//
// Only a description that is wholly such a definition (prose before it at most) is read, so that a description
// quoting a line of code is left as written. Nothing runs: the text is untrusted. Avro and JSON Type Definition
// are JSON; RAML is YAML (the `yaml` package, already used for pipelines); WSDL/XSD is XML, parsed by
// htmlparser2 in XML mode (html-to-text's parser). Smithy, Thrift and Cap'n Proto are read by hand as the narrow
// subset a tool's definition uses: their maintained parsers are the Java Smithy CLI, Apache Thrift's C++
// compiler and capnp's, none a JS package.
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import YAML from 'yaml';
import { isJsonObject } from '../core/json.js';
import { closingBracket } from '../core/text.js';
import { appendDescription, commentText, namedFor, nameKey, proseBefore, type JsonSchema, type RenderedTool } from './renderedTool.js';

export interface IdlTool extends RenderedTool {
  /**
   * Whether the definition's fields are the tool's arguments: an Avro record may as well be what the tool
   * returns (`getRainSensorReading` documented by its `RainSensorReading` record), so it is taken for the
   * arguments only when named as the tool or as a request.
   */
  inputs: boolean;
  /** The language it is written in, for the warning ingest gives. */
  idl: 'Avro' | 'JSON Type Definition' | 'RAML' | 'WSDL/XSD' | 'Smithy' | 'Thrift' | "Cap'n Proto";
}

/** The tool `name` as the IDL definition that is its description; null when the description is no such definition. */
export function idlTool(name: string, text: string): IdlTool | null {
  const t = text.trim();
  if (t.length < 20) return null;
  const as = (idl: IdlTool['idl'], read: (RenderedTool & { inputs?: boolean }) | null): IdlTool | null => read && { inputs: true, ...read, idl };
  return (
    as('Avro', avro(name, t)) ??
    as('JSON Type Definition', jtd(t)) ??
    as('RAML', raml(name, t)) ??
    as('WSDL/XSD', wsdl(name, t)) ??
    as('Smithy', smithy(name, t)) ??
    as('Thrift', thrift(name, t)) ??
    as("Cap'n Proto", capnp(name, t))
  );
}

const joinProse = (...parts: Array<string | undefined>): string =>
  parts
    .map((p) => (p ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The JSON object a text is, from its first `{` on a line of its own to its end, with the prose before it. */
function jsonDefinition(text: string): { value: Record<string, unknown>; prose: string } | null {
  const fence = /```(?:json|avsc|avro|jtd)?[ \t]*\n([\s\S]*?)```\s*$/.exec(text);
  const at = fence ? fence.index : text.search(/(^|\n)\s*\{/);
  if (at < 0) return null;
  const code = fence ? (fence[1] ?? '') : text.slice(at);
  try {
    const value: unknown = JSON.parse(code);
    return isJsonObject(value) ? { value, prose: proseBefore(text, at) } : null;
  } catch {
    return null;
  }
}

// ---- Avro ----------------------------------------------------------------------------------------------------

const AVRO_PRIMITIVES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  bytes: { type: 'string' },
  int: { type: 'integer' },
  long: { type: 'integer' },
  float: { type: 'number' },
  double: { type: 'number' },
  boolean: { type: 'boolean' },
};

/**
 * An Avro record schema (`{"type": "record", "name": …, "doc": …, "fields": [{"name", "type", "doc"}]}`) or a
 * protocol's message named for the tool (`"messages": {"copy": {"doc": …, "request": [fields]}}`): each field a
 * parameter, required unless it has a default or its type is a union with `"null"`.
 */
function avro(name: string, text: string): (RenderedTool & { inputs: boolean }) | null {
  if (!text.includes('"fields"') && !text.includes('"messages"')) return null;
  const found = jsonDefinition(text);
  if (!found) return null;
  const { value, prose } = found;
  if (value.type === 'record' && Array.isArray(value.fields)) {
    const parameters = avroFields(value.fields, 0);
    const record = nameKey(str(value.name));
    const inputs = record === nameKey(name) || /(request|input|args|arguments|params|parameters|command)$/.test(record);
    return parameters && { description: joinProse(prose, str(value.doc)), parameters, inputs };
  }
  if (typeof value.protocol === 'string' && isJsonObject(value.messages)) {
    const entries = Object.entries(value.messages).filter(([, m]) => isJsonObject(m) && Array.isArray(m.request));
    const chosen = namedFor(entries, name, ([n]) => n);
    if (!chosen) return null;
    const message = chosen[1] as Record<string, unknown>;
    const parameters = avroFields(message.request as unknown[], 0);
    return parameters && { description: joinProse(prose, str(value.doc), str(message.doc)), parameters, inputs: true };
  }
  return null;
}

function avroFields(fields: unknown[], depth: number): JsonSchema | null {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    if (!isJsonObject(field) || typeof field.name !== 'string' || field.type === undefined) return null;
    const type = field.type;
    const nullable = Array.isArray(type) && type.includes('null');
    const schema = avroType(nullable ? (type as unknown[]).find((t) => t !== 'null') : type, depth);
    if (!schema) return null;
    appendDescription(schema, str(field.doc));
    properties[field.name] = schema;
    if (!nullable && field.default === undefined) required.push(field.name);
  }
  return { type: 'object', properties, required };
}

function avroType(type: unknown, depth: number): JsonSchema | null {
  if (typeof type === 'string') return Object.hasOwn(AVRO_PRIMITIVES, type) ? { ...AVRO_PRIMITIVES[type] } : { type: 'object' };
  if (Array.isArray(type)) return {};
  if (!isJsonObject(type) || depth > 8) return null;
  if (typeof type.logicalType === 'string' && typeof type.type === 'string') return avroType(type.type, depth);
  switch (type.type) {
    case 'enum':
      return Array.isArray(type.symbols) ? { type: 'string', enum: type.symbols.filter((s) => typeof s === 'string') } : null;
    case 'array': {
      const items = avroType(type.items, depth + 1);
      return items && { type: 'array', items };
    }
    case 'map':
      return { type: 'object' };
    case 'fixed':
      return { type: 'string' };
    case 'record':
      return Array.isArray(type.fields) ? avroFields(type.fields, depth + 1) : null;
    default:
      return typeof type.type === 'string' ? avroType(type.type, depth) : null;
  }
}

// ---- JSON Type Definition (RFC 8927) -------------------------------------------------------------------------

const JTD_TYPES: Record<string, JsonSchema> = {
  boolean: { type: 'boolean' },
  string: { type: 'string' },
  timestamp: { type: 'string', format: 'date-time' },
  float32: { type: 'number' },
  float64: { type: 'number' },
  int8: { type: 'integer' },
  uint8: { type: 'integer' },
  int16: { type: 'integer' },
  uint16: { type: 'integer' },
  int32: { type: 'integer' },
  uint32: { type: 'integer' },
};

/**
 * A JSON Type Definition of the arguments (`{"properties": {"gallons": {"type": "float64", "metadata":
 * {"description": …}}}, "optionalProperties": {…}, "metadata": {"description": …}}`). Told from a JSON Schema,
 * which also has `properties`, by what JSON Schema does not write: no top-level `type`, and `metadata`,
 * `optionalProperties` or a JTD type (`float64`, `int32`, `timestamp`).
 */
function jtd(text: string): RenderedTool | null {
  if (!text.includes('"properties"') && !text.includes('"optionalProperties"')) return null;
  const found = jsonDefinition(text);
  if (!found) return null;
  const { value, prose } = found;
  if (value.type !== undefined || !(isJsonObject(value.properties) || isJsonObject(value.optionalProperties))) return null;
  const parameters = jtdProperties(value, 0);
  const marked = isJsonObject(value.metadata) || isJsonObject(value.optionalProperties) || /"type"\s*:\s*"(?:float(?:32|64)|u?int(?:8|16|32)|timestamp)"/.test(text);
  if (!parameters || !marked) return null;
  const metadata = isJsonObject(value.metadata) ? value.metadata : {};
  return { description: joinProse(prose, str(metadata.description)), parameters };
}

function jtdProperties(form: Record<string, unknown>, depth: number): JsonSchema | null {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, optional] of [['properties', false], ['optionalProperties', true]] as const) {
    const members = form[key];
    if (members === undefined) continue;
    if (!isJsonObject(members)) return null;
    for (const [field, definition] of Object.entries(members)) {
      const schema = jtdForm(definition, depth);
      if (!schema) return null;
      properties[field] = schema;
      if (!optional) required.push(field);
    }
  }
  return { type: 'object', properties, required };
}

function jtdForm(form: unknown, depth: number): JsonSchema | null {
  if (!isJsonObject(form) || depth > 8) return null;
  let schema: JsonSchema | null;
  if (typeof form.type === 'string') schema = Object.hasOwn(JTD_TYPES, form.type) ? { ...JTD_TYPES[form.type] } : null;
  else if (Array.isArray(form.enum)) schema = { type: 'string', enum: form.enum.filter((v) => typeof v === 'string') };
  else if (form.elements !== undefined) {
    const items = jtdForm(form.elements, depth + 1);
    schema = items && { type: 'array', items };
  } else if (form.values !== undefined) schema = { type: 'object' };
  else if (form.properties !== undefined || form.optionalProperties !== undefined) schema = jtdProperties(form, depth + 1);
  else if (typeof form.ref === 'string' || Object.keys(form).every((k) => k === 'metadata' || k === 'nullable')) schema = {};
  else schema = null;
  if (schema && isJsonObject(form.metadata)) appendDescription(schema, str(form.metadata.description));
  return schema;
}

// ---- RAML ----------------------------------------------------------------------------------------------------

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const RAML_TYPES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  'date-only': { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'datetime-only': { type: 'string', format: 'date-time' },
  'time-only': { type: 'string' },
  file: { type: 'string' },
};

/**
 * A RAML API definition (`#%RAML 1.0` first): the method whose `displayName` is the tool's, or the only one; its
 * `description` with the API's `title`, its body's, query and URI parameters (`name?:` optional, `required: false`
 * too, a bare type or a map of `type`, `description`, `enum`, `example`).
 */
function raml(name: string, text: string): RenderedTool | null {
  if (!text.startsWith('#%RAML')) return null;
  let doc: unknown;
  try {
    doc = YAML.parse(text, { maxAliasCount: 0, uniqueKeys: false });
  } catch {
    return null;
  }
  if (!isJsonObject(doc)) return null;
  const methods: Array<{ display: string; method: Record<string, unknown>; uri: Record<string, unknown> }> = [];
  const walk = (node: Record<string, unknown>, depth: number): void => {
    if (depth > 8) return;
    for (const [key, child] of Object.entries(node)) {
      if (!isJsonObject(child)) continue;
      if (HTTP_METHODS.includes(key)) methods.push({ display: str(child.displayName), method: child, uri: isJsonObject(node.uriParameters) ? node.uriParameters : {} });
      else if (key.startsWith('/')) walk(child, depth + 1);
    }
  };
  walk(doc, 0);
  const chosen = namedFor(methods, name, (m) => m.display);
  if (!chosen) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const body = isJsonObject(chosen.method.body) ? chosen.method.body : {};
  const json = isJsonObject(body['application/json']) ? body['application/json'] : body;
  for (const group of [chosen.uri, chosen.method.queryParameters, json.properties]) {
    if (!isJsonObject(group)) continue;
    for (const [key, definition] of Object.entries(group)) {
      const optional = key.endsWith('?');
      const field = optional ? key.slice(0, -1) : key;
      const schema = ramlType(definition);
      properties[field] = schema;
      if (!optional && !(isJsonObject(definition) && definition.required === false)) required.push(field);
    }
  }
  if (Object.keys(properties).length === 0 && !chosen.method.description) return null;
  return { description: joinProse(str(doc.title), str(doc.description), str(chosen.method.description)), parameters: { type: 'object', properties, required } };
}

function ramlType(definition: unknown): JsonSchema {
  const type = isJsonObject(definition) ? str(definition.type) : str(definition);
  const schema: JsonSchema = type.endsWith('[]') ? { type: 'array' } : Object.hasOwn(RAML_TYPES, type) ? { ...RAML_TYPES[type] } : {};
  if (isJsonObject(definition)) {
    if (Array.isArray(definition.enum)) schema.enum = definition.enum.filter((v) => typeof v === 'string' || typeof v === 'number');
    appendDescription(schema, str(definition.description));
  }
  return schema;
}

// ---- WSDL / XSD ----------------------------------------------------------------------------------------------

const XSD_TYPES: Array<[RegExp, JsonSchema]> = [
  [/^(string|normalizedString|token|anyURI|ID|QName|base64Binary|hexBinary|duration|gYear|time)$/, { type: 'string' }],
  [/^(date)$/, { type: 'string', format: 'date' }],
  [/^(dateTime)$/, { type: 'string', format: 'date-time' }],
  [/^(int|integer|long|short|byte|(non)?(Negative|Positive)Integer|negativeInteger|positiveInteger|unsigned(Int|Long|Short|Byte))$/, { type: 'integer' }],
  [/^(decimal|double|float)$/, { type: 'number' }],
  [/^(boolean)$/, { type: 'boolean' }],
];

/** Elements by local name (`xs:element`, `xsd:element` and `element` alike): all below `nodes`, or `node`'s children. */
const byLocalName = (nodes: Element[] | Element, local: string, recurse = true): Element[] =>
  recurse
    ? (DomUtils.getElements({ tag_name: (n: string) => localName(n) === local }, nodes, true) as Element[])
    : (nodes as Element).children.filter((c): c is Element => DomUtils.isTag(c) && localName(c.name) === local);
const localName = (qualified: string): string => qualified.split(':').pop() ?? qualified;
/** The text of an element's own `documentation` (direct, or in its `annotation`). */
function documentation(element: Element): string {
  const own = element.children.filter((c): c is Element => DomUtils.isTag(c));
  const docs = own.flatMap((c) => (localName(c.name) === 'documentation' ? [c] : localName(c.name) === 'annotation' ? byLocalName(c, 'documentation', false) : []));
  return joinProse(...docs.map((d) => DomUtils.textContent(d)));
}

/**
 * A WSDL operation named for the tool (or the only one) with the XSD element its input message carries (or the
 * element named after the operation with `Request`/`Input`, or alone): the element's sequence the parameters
 * (`minOccurs="0"` optional, `xs:annotation/xs:documentation` their descriptions, an `xs:enumeration`
 * restriction an enum). The operation's and the definitions' `documentation` the description. An XSD alone
 * (an `xs:element` named for the tool, no WSDL) is read as well.
 */
function wsdl(name: string, text: string): RenderedTool | null {
  const start = text.search(/<(?:\w+:)?(?:definitions|operation|schema|element|complexType)\b/);
  if (start < 0 || !/<\/(?:\w+:)?(?:definitions|operation|schema|element|complexType)>\s*$/.test(text)) return null;
  const prose = proseBefore(text, start);
  const dom = parseDocument(text.slice(start), { xmlMode: true });
  const roots = dom.children.filter((c): c is Element => DomUtils.isTag(c));
  if (roots.length === 0) return null;
  const operations = byLocalName(roots, 'operation').filter((o) => o.attribs.name && byLocalName(o, 'input', false).length > 0);
  const operation = namedFor(operations, name, (o) => o.attribs.name ?? '');
  const elements = byLocalName(roots, 'element').filter((e) => e.attribs.name && byLocalName(e, 'sequence').length > 0);
  const complexTypes = byLocalName(roots, 'complexType').filter((e) => e.attribs.name && byLocalName(e, 'sequence').length > 0);
  const holders = [...elements, ...complexTypes];
  const wanted = operation ? inputElementName(roots, operation) : undefined;
  const request =
    (wanted ? holders.find((e) => e.attribs.name === wanted) : undefined) ??
    namedFor(
      holders.filter((e) => !/(Response|Output|Result)$/.test(e.attribs.name ?? '')),
      operation?.attribs.name ?? name,
      (e) => e.attribs.name ?? '',
    );
  if (!request) return null;
  const sequence = byLocalName(request, 'sequence')[0];
  if (!sequence) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of byLocalName(sequence, 'element', false)) {
    const fieldName = field.attribs.name;
    if (!fieldName) continue;
    const schema = xsdType(roots, field);
    appendDescription(schema, documentation(field));
    properties[fieldName] = schema;
    if (field.attribs.minOccurs !== '0' && field.attribs.nillable !== 'true') required.push(fieldName);
  }
  if (Object.keys(properties).length === 0) return null;
  const definitions = roots.find((r) => localName(r.name) === 'definitions');
  const description = joinProse(prose, definitions ? documentation(definitions) : '', operation ? documentation(operation) : '', documentation(request));
  return { description, parameters: { type: 'object', properties, required } };
}

/** The element a WSDL operation's input message carries (`<wsdl:input message="tns:XIn"/>` → `<wsdl:part element="tns:X"/>`). */
function inputElementName(roots: Element[], operation: Element): string | undefined {
  const message = localName(byLocalName(operation, 'input', false)[0]?.attribs.message ?? '');
  const declared = byLocalName(roots, 'message').find((m) => m.attribs.name === message);
  const part = declared ? byLocalName(declared, 'part', false)[0] : undefined;
  const element = part?.attribs.element ?? part?.attribs.type;
  return element ? localName(element) : undefined;
}

function xsdType(roots: Element[], field: Element): JsonSchema {
  const enumeration = byLocalName(field, 'enumeration').map((e) => e.attribs.value ?? '');
  const type = localName(field.attribs.type ?? byLocalName(field, 'restriction')[0]?.attribs.base ?? '');
  // A named simple type of the document holding an enumeration (`type="tns:MealCode"`).
  const named = enumeration.length === 0 ? byLocalName(roots, 'simpleType').find((s) => s.attribs.name === type) : undefined;
  const values = named ? byLocalName(named, 'enumeration').map((e) => e.attribs.value ?? '') : enumeration;
  const base = named ? localName(byLocalName(named, 'restriction')[0]?.attribs.base ?? '') : type;
  const primitive = XSD_TYPES.find(([pattern]) => pattern.test(base))?.[1];
  const schema: JsonSchema = primitive ? { ...primitive } : values.length > 0 ? { type: 'string' } : {};
  if (values.length > 0) schema.enum = values.filter(Boolean);
  if (field.attribs.maxOccurs && field.attribs.maxOccurs !== '1') return { type: 'array', items: schema };
  return schema;
}

// ---- Smithy --------------------------------------------------------------------------------------------------

const SMITHY_TYPES: Record<string, JsonSchema> = {
  String: { type: 'string' },
  Blob: { type: 'string' },
  Timestamp: { type: 'string', format: 'date-time' },
  Boolean: { type: 'boolean' },
  Byte: { type: 'integer' },
  Short: { type: 'integer' },
  Integer: { type: 'integer' },
  Long: { type: 'integer' },
  BigInteger: { type: 'integer' },
  Float: { type: 'number' },
  Double: { type: 'number' },
  BigDecimal: { type: 'number' },
};
const SMITHY_OPERATION = /(?:^|\n)[ \t]*operation[ \t]+([A-Za-z_]\w*)[ \t]*\{/g;
const SMITHY_STRING = String.raw`"((?:[^"\\]|\\.)*)"`;

/**
 * A Smithy model (`$version`, `namespace` or `operation X {`): the operation named for the tool, or the only one;
 * its input — inline (`input := { … }`) or a structure it names (`input: XInput`) — the parameters (`@required`
 * the required ones, `///` lines and `@documentation("…")` their descriptions, `@enum`/`enum` shapes of the
 * model their values). The `///` lines and `@documentation` above the operation and the service the description.
 */
function smithy(name: string, text: string): RenderedTool | null {
  if (!text.includes('operation')) return null;
  const start = firstCodeLine(text, /(?:^|\n)[ \t]*(?:\$version\b|namespace[ \t]+[\w.]+[ \t]*(?:\n|$)|use[ \t]+[\w.]+#|\/\/\/|@\w|service[ \t]+\w+[ \t]*\{|operation[ \t]+\w+[ \t]*\{|structure[ \t]+\w+)/);
  const code = text.slice(start);
  const operations = [...code.matchAll(SMITHY_OPERATION)];
  const chosen = namedFor(operations, name, 1);
  if (!chosen) return null;
  const body = braced(code, (chosen.index ?? 0) + chosen[0].length - 1);
  if (body === null) return null;
  let members: string | null = null;
  const inline = /\binput\s*:=\s*(?:with\s*\[[^\]]*\]\s*)?\{/.exec(body);
  if (inline) members = braced(body, inline.index + inline[0].length - 1);
  else {
    const named = /\binput\s*:\s*([A-Za-z_]\w*)/.exec(body);
    const structure = named ? new RegExp(String.raw`(?:^|\n)[ \t]*structure[ \t]+${named[1]}[ \t]*(?:with\s*\[[^\]]*\]\s*)?\{`).exec(code) : null;
    if (structure) members = braced(code, structure.index + structure[0].length - 1);
  }
  if (members === null) return null;
  const parameters = smithyMembers(members, code);
  if (!parameters) return null;
  const service = /(?:^|\n)[ \t]*service[ \t]+\w+[ \t]*\{/.exec(code);
  const description = joinProse(proseBefore(text, start), service ? smithyDocsAbove(code, service.index) : '', smithyDocsAbove(code, chosen.index ?? 0), smithyDocumentation(body.slice(0, inline?.index ?? body.length)));
  return { description, parameters };
}

/** The members of a Smithy structure body, each `name: Type` after its traits and `///` lines. */
function smithyMembers(members: string, model: string): JsonSchema | null {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let traits = '';
  let docs: string[] = [];
  for (const raw of members.split('\n')) {
    let line = raw.trim();
    if (line.startsWith('///')) {
      docs.push(line.replace(/^\/\/\/\s?/, ''));
      continue;
    }
    // Traits may sit on the member's line (`@required userId: String`).
    while (line.startsWith('@')) {
      const trait = /^@[\w.#]+(?:\((?:[^()"]|"(?:[^"\\]|\\.)*")*\))?\s*/.exec(line);
      if (!trait) break;
      traits += ` ${trait[0]}`;
      line = line.slice(trait[0].length);
    }
    const member = /^([A-Za-z_]\w*)\s*:\s*([A-Za-z_][\w.#]*)\s*(?:=\s*(.+?))?\s*,?\s*$/.exec(line);
    if (member) {
      const [, field, type, defaulted] = member as unknown as [string, string, string, string | undefined];
      const schema = smithyType(type, model);
      appendDescription(schema, joinProse(docs.join(' '), smithyDocumentation(traits)));
      properties[field] = schema;
      if (/@required\b/.test(traits) && defaulted === undefined) required.push(field);
      traits = '';
      docs = [];
    } else if (line !== '' && !line.startsWith('//')) return null;
  }
  return Object.keys(properties).length > 0 ? { type: 'object', properties, required } : null;
}

function smithyType(type: string, model: string): JsonSchema {
  const local = type.split('#').pop() ?? type;
  if (Object.hasOwn(SMITHY_TYPES, local)) return { ...SMITHY_TYPES[local] };
  const shape = new RegExp(String.raw`(?:^|\n)[ \t]*(enum|list|map|structure|string|integer)[ \t]+${local}\b[^{\n]*(\{)?`).exec(model);
  if (!shape) return {};
  if (shape[1] === 'list') return { type: 'array' };
  if (shape[1] === 'map' || shape[1] === 'structure') return { type: 'object' };
  if (shape[1] === 'integer') return { type: 'integer' };
  if (shape[1] === 'enum' && shape[2]) {
    const body = braced(model, shape.index + shape[0].length - 1) ?? '';
    const values = [...body.matchAll(/^\s*([A-Z_][A-Z0-9_]*)\s*(?:=\s*"([^"]*)")?/gm)].map((m) => m[2] ?? m[1] ?? '');
    return { type: 'string', enum: values.filter(Boolean) };
  }
  return { type: 'string' };
}

/** The text of `@documentation("…")` traits in `traits`. */
function smithyDocumentation(traits: string): string {
  return joinProse(...[...traits.matchAll(new RegExp(String.raw`@documentation\(\s*${SMITHY_STRING}\s*\)`, 'g'))].map((m) => unescape(m[1] ?? '')));
}

/** The `///` lines and `@documentation` traits right above offset `at` (a shape's statement). */
function smithyDocsAbove(code: string, at: number): string {
  const lines = code.slice(0, at).split('\n');
  const docs: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line.startsWith('///')) docs.unshift(line.replace(/^\/\/\/\s?/, ''));
    else if (line.startsWith('@')) docs.unshift(smithyDocumentation(line));
    else if (line !== '' || docs.length > 0) break;
  }
  return joinProse(...docs);
}

// ---- Thrift and Cap'n Proto ----------------------------------------------------------------------------------

const THRIFT_TYPES: Array<[RegExp, JsonSchema]> = [
  [/^(string|binary|uuid)$/, { type: 'string' }],
  [/^(byte|i8|i16|i32|i64)$/, { type: 'integer' }],
  [/^double$/, { type: 'number' }],
  [/^bool$/, { type: 'boolean' }],
  [/^(list|set)</, { type: 'array' }],
  [/^map</, { type: 'object' }],
];
const THRIFT_FUNCTION = /(?:^|\n)[ \t]*(?:oneway[ \t]+)?(?:[\w.]+(?:<[^>]*>)?)[ \t]+([A-Za-z_]\w*)[ \t]*\(/g;
const THRIFT_FIELD = /^\s*(\d+)\s*:\s*(?:(required|optional)\s+)?([\w.]+(?:<[^>]*>)?)\s+([A-Za-z_]\w*)\s*(?:=\s*([^,;/]+?))?\s*[,;]?\s*(?:\/\/\s*(.*?)\s*)?$/;

/**
 * A Thrift service (`service X { … }`): the function named for the tool, or the only one; its numbered arguments
 * the parameters (`optional` or a default value makes one optional; a trailing `//` comment its description), its
 * `/** … *\/` comment and the service's the description.
 */
function thrift(name: string, text: string): RenderedTool | null {
  const service = /(?:^|\n)[ \t]*service[ \t]+[A-Za-z_]\w*(?:[ \t]+extends[ \t]+[\w.]+)?[ \t]*\{/.exec(text);
  if (!service) return null;
  const start = firstCodeLine(text, /(?:^|\n)[ \t]*(?:\/\/|\/\*|#|(?:namespace|include|service|struct|exception|enum|typedef|const)\b)/);
  const body = braced(text, service.index + service[0].length - 1);
  if (body === null) return null;
  const found = [...body.matchAll(THRIFT_FUNCTION)].filter((m) => !['throws', 'extends'].includes(m[1] ?? ''));
  const chosen = namedFor(found, name, 1);
  if (!chosen) return null;
  const open = (chosen.index ?? 0) + chosen[0].length - 1;
  const args = parenthesised(body, open);
  if (args === null) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const line of args.split('\n')) {
    for (const piece of line.split(/(?<=,)\s*(?=\d+\s*:)/)) {
      if (piece.trim() === '') continue;
      const m = THRIFT_FIELD.exec(piece);
      if (!m) return null;
      const [, , requiredness, type, field, defaulted, comment] = m as unknown as [string, string, string | undefined, string, string, string | undefined, string | undefined];
      const schema = { ...(THRIFT_TYPES.find(([p]) => p.test(type))?.[1] ?? {}) };
      appendDescription(schema, comment ?? '');
      properties[field] = schema;
      if (requiredness !== 'optional' && defaulted === undefined) required.push(field);
    }
  }
  const doc = blockCommentAbove(body, chosen.index ?? 0);
  const serviceDoc = blockCommentAbove(text, service.index);
  return { description: joinProse(proseBefore(text, start), serviceDoc, doc), parameters: { type: 'object', properties, required } };
}

const CAPNP_TYPES: Array<[RegExp, JsonSchema]> = [
  [/^(Text|Data)$/, { type: 'string' }],
  [/^U?Int(8|16|32|64)$/, { type: 'integer' }],
  [/^Float(32|64)$/, { type: 'number' }],
  [/^Bool$/, { type: 'boolean' }],
  [/^List\(/, { type: 'array' }],
];

/**
 * A Cap'n Proto interface (`@0x…;` file id, `interface X { name @0 (a :Text) -> (…); }`): the method named for
 * the tool, or the only one; its parameters (`name :Type`, a default `= …` optional), the `#` comments after the
 * method and the interface's the description.
 */
function capnp(name: string, text: string): RenderedTool | null {
  if (!/@0x[0-9a-f]{16}\s*;/i.test(text)) return null;
  const iface = /(?:^|\n)[ \t]*interface[ \t]+[A-Za-z_]\w*[ \t]*(?:extends\s*\([^)]*\)\s*)?\{/.exec(text);
  if (!iface) return null;
  const body = braced(text, iface.index + iface[0].length - 1);
  if (body === null) return null;
  const methods = [...body.matchAll(/(?:^|\n)[ \t]*([a-z]\w*)[ \t]+@\d+[ \t]*\(([^)]*)\)[^;]*;[ \t]*(?:#[ \t]*(.*))?/g)];
  const chosen = namedFor(methods, name, 1);
  if (!chosen) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of (chosen[2] ?? '').split(',')) {
    if (param.trim() === '') continue;
    const m = /^\s*([a-z]\w*)\s*:\s*([\w.]+(?:\([^)]*\))?)\s*(=.*)?$/.exec(param);
    if (!m) return null;
    properties[m[1]!] = { ...(CAPNP_TYPES.find(([p]) => p.test(m[2]!))?.[1] ?? {}) };
    if (!m[3]) required.push(m[1]!);
  }
  const comments = (at: number, from: string): string[] => {
    const out: string[] = [];
    for (const line of from.slice(at).split('\n').slice(1)) {
      const t = line.trim();
      if (!t.startsWith('#')) break;
      out.push(t.replace(/^#\s?/, ''));
    }
    return out;
  };
  const ifaceDoc = comments(iface.index + iface[0].length, text);
  const after = comments((chosen.index ?? 0) + chosen[0].length, body);
  const trailing = chosen[3] ?? '';
  return { description: joinProse(proseBefore(text, text.search(/(^|\n)\s*#|@0x/i)), ...ifaceDoc, trailing, ...after), parameters: { type: 'object', properties, required } };
}

// ---- shared --------------------------------------------------------------------------------------------------

/** Where the code of a text begins: the first line matching `code`, so that prose above it is the tool's own. */
function firstCodeLine(text: string, code: RegExp): number {
  const m = code.exec(text);
  return m ? m.index : 0;
}

/** The inside of the `{ … }` opening at `open`, skipping strings and comments; null when it is not closed. */
function braced(text: string, open: number): string | null {
  return enclosed(text, open, '{', '}');
}

function parenthesised(text: string, open: number): string | null {
  return enclosed(text, open, '(', ')');
}

function enclosed(text: string, open: number, opener: string, closer: string): string | null {
  const close = closingBracket(text, open, { open: opener, close: closer, quotes: '"', escapes: true, comments: true });
  return close < 0 ? null : text.slice(open + 1, close);
}

/** The `/** … *\/` (or `/* … *\/`) comment right above offset `at`, as renderedTool.ts commentText reads one. */
function blockCommentAbove(text: string, at: number): string {
  const m = /\/\*\*?([\s\S]*?)\*\/\s*$/.exec(text.slice(0, at));
  return m ? joinProse(commentText(m[1] ?? '')) : '';
}

function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}
