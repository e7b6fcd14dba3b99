import { describe, expect, it } from 'vitest';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import type { Environment } from '../core/types.js';
import { readEnvironment } from '../ingest/record.js';
import { facetItems, nameOnly } from './items.js';
import { taskTemplate } from './fingerprint.js';

function envOf(raw: Record<string, unknown>): Environment {
  return readEnvironment({ id: 'e', ...raw }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, () => {});
}
const toolItem = (tool: unknown) => facetItems(envOf({ tools: [tool] }))[0]!;

const original = {
  name: 'find_user_id_by_name_zip',
  description: 'Find user id by first name, last name, and zip code.',
  parameters: {
    type: 'object',
    properties: { first_name: { type: 'string', description: 'First name.' }, last_name: { type: 'string' }, zip: { type: 'string' } },
    required: ['first_name', 'last_name', 'zip'],
  },
};

describe('tool items', () => {
  it('have the documented id and canonical text', () => {
    const item = toolItem(original);
    expect(item.id).toBe('e#tools/find_user_id_by_name_zip');
    expect(item.text).toBe(
      [
        'find user id by name zip',
        'Find user id by first name, last name, and zip code.',
        'first_name (string, required): First name.',
        'last_name (string, required)',
        'zip (string, required)',
      ].join('\n'),
    );
    expect(item.shape_size).toBe(3);
  });

  it.each([
    ['renamed to PascalCase', { ...original, name: 'GetUserIdFromFullNameAndZip' }],
    ['with reworded descriptions', { ...original, description: 'Look up a customer.' }],
    [
      'with camelCase parameters in another order',
      { ...original, parameters: { type: 'object', properties: { zip: { type: 'string' }, lastName: { type: 'string' }, firstName: { type: 'string' } }, required: ['zip', 'firstName', 'lastName'] } },
    ],
    ['in OpenAI form', { type: 'function', function: original }],
    ['in MCP form', { name: original.name, description: original.description, inputSchema: original.parameters }],
    ['in Anthropic form', { name: original.name, description: original.description, input_schema: original.parameters }],
    ['in Bedrock Converse form', { toolSpec: { name: original.name, description: original.description, inputSchema: { json: original.parameters } } }],
    ['in BFCL form', { ...original, parameters: { ...original.parameters, type: 'dict' } }],
    [
      'with its parameters wrapped in one request body',
      { ...original, parameters: { type: 'object', properties: { request: { type: 'object', properties: original.parameters.properties, required: original.parameters.required } }, required: ['request'] } },
    ],
    [
      'with a nested object edited',
      { ...original, parameters: { ...original.parameters, properties: { ...original.parameters.properties, zip: { type: 'string', properties: { plus4: { type: 'string' } } } } } },
    ],
  ])('keep their rename-invariant fingerprint when copied %s', (_name, copy) => {
    expect(toolItem(copy).fp_shape).toBe(toolItem(original).fp_shape);
  });

  it('have the same exact fingerprint in every tool form, and a different one once content changes', () => {
    const bedrock = { toolSpec: { name: original.name, description: original.description, inputSchema: { json: original.parameters } } };
    const forms = [original, { type: 'function', function: original }, { ...original, parameters: { ...original.parameters, type: 'dict' } }, bedrock];
    expect(new Set(forms.map((t) => toolItem(t).fp_exact)).size).toBe(1);
    expect(toolItem({ ...original, description: 'Other.' }).fp_exact).not.toBe(toolItem(original).fp_exact);
  });

  it('warn about tool parameters in a form they do not know, read as taking anything, instead of losing them silently', () => {
    const warnings: string[] = [];
    const nested = { name: 'lookup', description: 'Look up.', parameters: { args: ['first_name', 'last_name', 'zip'] } };
    readEnvironment({ id: 'e', tools: [nested, original] }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, (code, field) => warnings.push(`${code} ${field}`));
    expect(warnings).toEqual(['schema_unrecognized tools[0].parameters']);
  });

  it('read parameters written as the properties map alone as an object of those properties, none required', () => {
    const warnings: string[] = [];
    const env = readEnvironment({ id: 'e', tools: [{ name: 'check_stock', parameters: { store_id: { type: 'string' }, min_percent: { type: 'number', description: 'Floor.' } } }] }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, (code) => warnings.push(code));
    const parameters = env.tools[0]?.parameters;
    expect(parameters?.type).toBe('object');
    expect(parameters?.properties?.map((p) => [p.name, p.node.type, p.required])).toEqual([
      ['min_percent', 'number', false],
      ['store_id', 'string', false],
    ]);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an array changes its element type', { ...original, parameters: { ...original.parameters, properties: { ...original.parameters.properties, zip: { type: 'array', items: { type: 'string' } } } } }],
    ['a parameter type changes', { ...original, parameters: { ...original.parameters, properties: { ...original.parameters.properties, zip: { type: 'integer' } } } }],
    ['a parameter is dropped', { ...original, parameters: { ...original.parameters, properties: { first_name: { type: 'string' }, last_name: { type: 'string' } } } }],
    ['a parameter becomes optional', { ...original, parameters: { ...original.parameters, required: ['first_name', 'last_name'] } }],
    ['a parameter is renamed beyond its style', { ...original, parameters: { ...original.parameters, properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, postcode: { type: 'string' } } } }],
    ['its parameters go into an optional body', { ...original, parameters: { type: 'object', properties: { request: { type: 'object', properties: original.parameters.properties, required: original.parameters.required } } } }],
  ])('change their rename-invariant fingerprint when %s', (_name, changed) => {
    expect(toolItem(changed).fp_shape).not.toBe(toolItem(original).fp_shape);
  });

  it('take the fields of a lone body object as their calling shape, and keep the body in their text', () => {
    const wrapped = toolItem({ ...original, parameters: { type: 'object', properties: { request: { type: 'object', properties: original.parameters.properties, required: ['zip'] } }, required: ['request'] } });
    expect(wrapped.shape_size).toBe(3);
    expect(wrapped.structure).toEqual(['o|string', 'o|string', 'r|string']);
    expect(wrapped.text).toContain('request.zip (string, required)');
    // A lone object without fields of its own (a free-form map) is the parameter itself.
    expect(toolItem({ ...original, parameters: { type: 'object', properties: { options: { type: 'object' } }, required: ['options'] } }).structure).toEqual(['r|object']);
  });
});

describe('state and task items', () => {
  it('cut one item per table and per task, with stable ids', () => {
    const env = envOf({
      state_schema: 'CREATE TABLE users (id INTEGER, email TEXT); CREATE TABLE orders (id INTEGER);',
      tasks: [{ id: 'test_0', text: '  Cancel\n my order  ' }, 'Second task'],
    });
    expect(facetItems(env).map((i) => [i.id, i.text])).toEqual([
      ['e#state/users', 'users\nemail (string)\nid (integer)'],
      ['e#state/orders', 'orders\nid (integer)'],
      ['e#tasks/test_0', 'Cancel my order'],
      ['e#tasks/1', 'Second task'],
    ]);
  });

  it('take a state entry without fields for a name alone, and nothing else', () => {
    const env = envOf({
      state_schema: { type: 'object', properties: { current_user: { type: 'string' }, inbox: { type: 'object', properties: { sender: { type: 'string' } } } } },
      tools: [{ name: 'list_product_types', description: 'List every product type.', parameters: { type: 'object', properties: {} } }],
      tasks: ['Hi'],
    });
    expect(facetItems(env).map((i) => [i.local, nameOnly(i)])).toEqual([
      ['list_product_types', false],
      ['current_user', true],
      ['inbox', false],
      ['0', false],
    ]);
  });

  it('give tasks a template fingerprint that ignores ids and numbers', () => {
    expect(taskTemplate('Cancel order #W2378156 for zip 19122, then call Ann.')).toBe('cancel order # for zip # then call ann');
    const [a, b] = facetItems(envOf({ tasks: [{ id: 'a', text: 'Refund order #W1 of user u_17.' }, { id: 'b', text: 'Refund order #W99 of user u_4!' }] }));
    expect(a?.fp_shape).toBe(b?.fp_shape);
    expect(a?.fp_exact).not.toBe(b?.fp_exact);
  });
});
