// What ingest makes of the task and tool shapes RL and chat pipelines write: a chat as its turns, an episode spec
// as its JSON (warned about), parameters under a field no tool form uses warned about rather than lost quietly,
// and a tool given as its TypeScript rendering read with its parameters.
import { describe, expect, it } from 'vitest';
import { INGEST_DEFAULTS } from '../core/defaults.js';
import { readEnvironment } from './record.js';
import { RecordProblem } from './problems.js';

function read(raw: Record<string, unknown>) {
  const warnings: string[] = [];
  const env = readEnvironment({ id: 'e', tools: [{ name: 't', parameters: { type: 'object', properties: {} } }], ...raw }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, (code, field) => warnings.push(`${code} ${field}`));
  return { env, warnings };
}

describe('tasks', () => {
  it('read a chat (in `messages`, or a list of messages in a text field) as one `role: content` line per turn, each a part', () => {
    const messages = [
      { role: 'system', content: 'You are a customer of an airline.' },
      { role: 'user', content: [{ type: 'text', text: 'Hi, I am Emma Kim, user id emma_kim_9957, and I want reservation MDCLVA cancelled.' }] },
      { role: 'assistant', content: null },
    ];
    const { env, warnings } = read({ tasks: [{ id: 'a', messages }, { id: 'b', prompt: messages }] });
    expect(env.tasks.map((t) => t.text)).toEqual([
      'system: You are a customer of an airline. user: Hi, I am Emma Kim, user id emma_kim_9957, and I want reservation MDCLVA cancelled.',
      'system: You are a customer of an airline. user: Hi, I am Emma Kim, user id emma_kim_9957, and I want reservation MDCLVA cancelled.',
    ]);
    expect(env.tasks[0]?.passages?.map((p) => p.unit)).toContain('line');
    expect(warnings).toEqual([]);
  });

  it("read BFCL's multi-turn question (a list of each turn's messages), ShareGPT's conversations and Gemini's contents as turns", () => {
    const question = [[{ role: 'user', content: 'Go into the workspace folder and list what is there.' }], [], [{ role: 'user', content: 'Now sort report.txt.' }]];
    const conversations = [{ from: 'system', value: 'You are a file assistant.' }, { from: 'human', value: 'List my home folder.' }, { from: 'function_call', value: '{"name": "ls"}' }, { from: 'gpt', value: 'Here they are.' }];
    const contents = [{ role: 'user', parts: [{ text: 'List my home folder.' }] }, { role: 'model', parts: [{ functionCall: { name: 'ls', args: {} } }] }];
    const { env, warnings } = read({ tasks: [{ id: 'mt', question }, { id: 'sg', conversations }, { id: 'gm', contents }] });
    expect(env.tasks.map((t) => t.text)).toEqual([
      'user: Go into the workspace folder and list what is there. user: Now sort report.txt.',
      'system: You are a file assistant. human: List my home folder. gpt: Here they are.',
      'user: List my home folder.',
    ]);
    expect(warnings).toEqual([]);
  });

  it("read a help desk's ticket export whose `conversations` or `messages` are no chat turns as a record, not as an empty chat", () => {
    const freshdesk = { id: 90215, subject: 'Cancel my long flights', description_text: 'Cancel every reservation with a flight over 3 hours. User ID: sophia_silva_7557', conversations: [{ id: 4307, body_text: 'Automatic confirmation: ticket #90215 has reached us.', incoming: false }] };
    const gorgias = { id: 30917, subject: 'Business class JFK-LAX', messages: [{ id: 77, from_agent: false, body_text: 'Please book me a business class seat from JFK to LAX on December 15.' }] };
    const { env } = read({ tasks: [{ id: 'fd', text: JSON.stringify(freshdesk, null, 2) }, { id: 'gg', text: JSON.stringify(gorgias) }] });
    expect(env.tasks[0]?.text).toContain('subject: Cancel my long flights description_text: "Cancel every reservation with a flight over 3 hours. User ID: sophia_silva_7557"');
    expect(env.tasks[1]?.text).toContain('body_text: Please book me a business class seat from JFK to LAX on December 15.');
  });

  it('read a structured spec (an object as the text, or fields and no text) as YAML, and warn', () => {
    const episode = { goal: 'Cancel reservation H8Q05L for sophia_silva_7557', reward: 'reward 1.0 iff cancelled', max_turns: 20 };
    const { env, warnings } = read({ tasks: [{ id: 'spec', instruction: episode }, { id: 'fields', ...episode }] });
    expect(env.tasks.map((t) => t.id)).toEqual(['spec', 'fields']);
    for (const task of env.tasks) expect(task.text).toBe('goal: Cancel reservation H8Q05L for sophia_silva_7557 reward: reward 1.0 iff cancelled max_turns: 20');
    expect(warnings).toEqual(['task_text_from_fields tasks[0].instruction', 'task_text_from_fields tasks[1]']);
  });

  it('reject a task whose fields nest deeper than maxSchemaDepth, naming the field', () => {
    let spec: unknown = 'Cancel reservation H8Q05L';
    for (let i = 0; i < 2_000; i++) spec = { step: spec };
    expect(() => read({ tasks: [{ id: 'deep', instruction: spec }] })).toThrow(expect.objectContaining({ field: 'tasks[0].instruction', message: expect.stringMatching(/deeper than 64 levels/) }));
  });

  it('still reject a task with nothing to read, naming it', () => {
    expect(() => read({ tasks: [{ id: 'empty' }] })).toThrow(RecordProblem);
    expect(() => read({ tasks: [{ id: 'empty' }] })).toThrow(/task has no text/);
  });
});

describe('tools', () => {
  it("warn about parameters under a field no tool form uses ('params'), read as taking none", () => {
    const { env, warnings } = read({ tools: [{ name: 'cancel', params: { type: 'object', properties: { order_id: { type: 'string' } } } }], tasks: ['Cancel my order.'] });
    expect(env.tools[0]?.parameters.properties ?? []).toEqual([]);
    expect(warnings).toEqual(["schema_unrecognized tools[0].params"]);
  });

  it("read a tool given only as OpenAI's TypeScript rendering with its parameters and the rendering's description, and warn", () => {
    const description = 'namespace functions {\n// Start the engine or shut it off.\ntype engine_power = (_: {\n// START switches it on.\nmode: "START" | "STOP",\n}) => any;\n} // namespace functions';
    const { env, warnings } = read({ tools: [{ name: 'engine_power', description }], tasks: ['Start the car.'] });
    expect(env.tools[0]?.description).toBe('Start the engine or shut it off.');
    expect(env.tools[0]?.parameters.properties).toEqual([{ name: 'mode', required: true, node: { type: 'string', description: 'START switches it on.', enum: ['START', 'STOP'] } }]);
    expect(warnings).toEqual(['schema_from_description tools[0].description']);
  });

  it("read a tool whose description is its IDL definition as the definition's prose, its given parameters kept, and warn", () => {
    const description = 'service Station {\n  /** Returns the rainfall over the last hours. */\n  double rainfall(1: required string station_id, 2: optional i32 hours)\n}';
    const parameters = { type: 'object', properties: { station_id: { type: 'string', description: 'Mast id.' } }, required: ['station_id'] };
    const { env, warnings } = read({ tools: [{ name: 'rainfall', description, parameters }], tasks: ['How much rain fell?'] });
    expect(env.tools[0]?.description).toBe('Returns the rainfall over the last hours.');
    expect(env.tools[0]?.parameters.properties).toEqual([{ name: 'station_id', required: true, node: { type: 'string', description: 'Mast id.' } }]);
    expect(warnings).toEqual(['schema_from_description tools[0].description']);
    // Given none, the definition's arguments are the parameters.
    const bare = read({ tools: [{ name: 'rainfall', description }], tasks: ['How much rain fell?'] });
    expect((bare.env.tools[0]?.parameters.properties ?? []).map((p) => p.name)).toEqual(['hours', 'station_id']);
  });

  it('read the parameters a tool without any documents in a Markdown table of its description, and warn', () => {
    const description = 'Holds a seat.\n\n| Name | Type | Required |\n|---|---|---|\n| flight_no | string | yes |';
    const { env, warnings } = read({ tools: [{ name: 'hold_seat', description }], tasks: ['Hold a seat.'] });
    expect(env.tools[0]?.description).toBe('Holds a seat.');
    expect(env.tools[0]?.parameters.properties).toEqual([{ name: 'flight_no', required: true, node: { type: 'string' } }]);
    expect(warnings).toEqual(['schema_from_description tools[0].description']);
  });

  it("read other datasets' raw tool forms: ToolBench's parameter lists, Seal-Tools' required list, xLAM's type notes", () => {
    const toolbench = { name: 'search_flights', description: 'Search flights.', method: 'GET', required_parameters: [{ name: 'origin', type: 'STRING', description: 'IATA code', default: 'JFK' }], optional_parameters: [{ name: 'date', type: 'DATE (YYYY-MM-DD)', description: '' }, { name: 'max', type: 'NUMBER' }] };
    const seal = { name: 'book_room', description: 'Book a room.', parameters: { hotel: { type: 'string' }, nights: { type: 'integer' } }, required: ['hotel'] };
    const xlam = { name: 'convert', description: 'Convert money.', parameters: { amount: { type: 'float', description: 'Amount.' }, to: { type: 'str, optional', description: 'Currency.', default: 'USD' }, places: { type: 'int, optional' } } };
    const { env, warnings } = read({ tools: [toolbench, seal, xlam], tasks: ['Do it.'] });
    const shape = (i: number) => new Map(env.tools[i]?.parameters.properties?.map((p) => [p.name, [p.node.type, p.required]]));
    expect(shape(0)).toEqual(new Map([['origin', ['string', true]], ['date', ['string', false]], ['max', ['number', false]]]));
    expect(shape(1)).toEqual(new Map([['hotel', ['string', true]], ['nights', ['integer', false]]]));
    expect(shape(2)).toEqual(new Map([['amount', ['number', false]], ['to', ['string', false]], ['places', ['integer', false]]]));
    expect(warnings).toEqual([]);
  });

  it("read Gemini's groups of function declarations as tools, leave its built-in tools out with a warning, and name a tool where the record has it", () => {
    const weather = { name: 'get_weather', description: 'Weather of a city.', parameters: { type: 'OBJECT', properties: { city: { type: 'STRING' } }, required: ['city'] } };
    const time = { name: 'get_time', description: 'Local time of a city.', parametersJsonSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } };
    const { env, warnings } = read({ tools: [{ googleSearch: {} }, { functionDeclarations: [weather, time] }, { name: 'convert', parameters: { type: 'object', properties: { x: { type: 'number' } } } }], tasks: ['Weather in Paris?'] });
    expect(env.tools.map((t) => [t.name, t.form, t.parameters.properties?.map((p) => [p.name, p.node.type, p.required])])).toEqual([
      ['get_weather', 'gemini', [['city', 'string', true]]],
      ['get_time', 'gemini', [['city', 'string', true]]],
      ['convert', 'plain', [['x', 'number', false]]],
    ]);
    expect(warnings).toEqual(['tool_built_in tools[0]']);
    const field = (tools: unknown[]) => {
      try {
        read({ tools, tasks: ['Hi.'] });
      } catch (e) {
        return (e as RecordProblem).field;
      }
      return null;
    };
    expect(field([{ function_declarations: [weather, { description: 'no name' }] }])).toBe('tools[0].function_declarations[1].name');
    expect(field([{ name: 'x' }, { functionDeclarations: [weather, weather] }])).toBe('tools[1].functionDeclarations[1].name');
  });

  it("read Qwen-Agent's list of parameter entries (a required flag each) as the parameters, in any tool form, and reject a list naming none", () => {
    const listed = [{ name: 'time', type: 'string', description: 'HH:MM.', required: true }, { name: 'zone', type: 'string', enum: ['UTC', 'CET'] }];
    const { env, warnings } = read({ tools: [{ name: 'convert_time', description: 'Convert.', parameters: listed }, { type: 'function', function: { name: 'noop', parameters: [] } }], tasks: ['Convert 10:00.'] });
    expect(env.tools.map((t) => [t.name, t.form, t.parameters.properties?.map((p) => [p.name, p.node.type, p.required])])).toEqual([
      ['convert_time', 'plain', [['time', 'string', true], ['zone', 'string', false]]],
      ['noop', 'openai', []],
    ]);
    expect(env.tools[0]?.parameters.properties?.[1]?.node.enum).toEqual(['UTC', 'CET']);
    expect(warnings).toEqual([]);
    expect(() => read({ tools: [{ name: 'x', parameters: [1, 2] }], tasks: ['Hi.'] })).toThrow(RecordProblem);
  });

  it("read Cohere's parameter_definitions (Python type names, a required flag each) as the parameters", () => {
    const tool = { name: 'query_daily_sales_report', description: 'Sales of one day.', parameter_definitions: { day: { description: 'The day, YYYY-MM-DD.', type: 'str', required: true }, regions: { type: 'List[str]' } } };
    const { env, warnings } = read({ tools: [tool], tasks: ['Sales on 2023-09-29?'] });
    expect(env.tools[0]?.form).toBe('cohere');
    expect(env.tools[0]?.parameters.properties?.map((p) => [p.name, p.node.type, p.required])).toEqual([['day', 'string', true], ['regions', 'array', false]]);
    expect(warnings).toEqual([]);
  });

  it('read the parameters the code in its description defines when a tool declares an empty schema, and warn', () => {
    const description = 'Defined with a Pydantic model:\n```python\nclass HoldSeat(BaseModel):\n    """Holds a seat."""\n    flight_no: str = Field(..., description="Flight number")\n```';
    for (const parameters of [{}, { type: 'object', properties: {} }]) {
      const { env, warnings } = read({ tools: [{ name: 'hold_seat', description, parameters }], tasks: ['Hold a seat.'] });
      expect(env.tools[0]?.description).toBe('Defined with a Pydantic model: Holds a seat.');
      expect(env.tools[0]?.parameters.properties).toEqual([{ name: 'flight_no', required: true, node: { type: 'string', description: 'Flight number' } }]);
      expect(warnings).toEqual(['schema_from_description tools[0].description']);
    }
    const { env } = read({ tools: [{ name: 'hold_seat', description, parameters: { type: 'object', properties: { seat: { type: 'string' } } } }], tasks: ['Hold a seat.'] });
    expect(env.tools[0]?.parameters.properties?.map((p) => p.name)).toEqual(['seat']);
  });

  it("read the code in its description over a bare export of the same parameters (types alone, nothing required), and warn", () => {
    const description = 'Source of truth:\n```ts\nz.object({\n  orderId: z.string().describe("Pending order id, e.g. #W0000000"),\n  zip: z.string().optional(),\n})\n```';
    const bare = { type: 'object', properties: { order_id: { type: 'string' }, zip: { type: 'string' } } };
    const { env, warnings } = read({ tools: [{ name: 'update_address', description, parameters: bare }], tasks: ['Move my order.'] });
    expect(env.tools[0]?.parameters.properties).toEqual([
      { name: 'orderId', required: true, node: { type: 'string', description: 'Pending order id, e.g. #W0000000' } },
      { name: 'zip', required: false, node: { type: 'string' } },
    ]);
    expect(warnings).toEqual(['schema_from_description tools[0].description']);
    // Other names, or a schema that says more than types, are the tool's own: kept as given.
    for (const parameters of [{ type: 'object', properties: { order: { type: 'string' } } }, { ...bare, required: ['zip'] }]) {
      const kept = read({ tools: [{ name: 'update_address', description, parameters }], tasks: ['Move my order.'] });
      expect(kept.env.tools[0]?.parameters.properties?.map((p) => p.name)).toEqual(Object.keys(parameters.properties));
      expect(kept.warnings).toEqual([]);
    }
  });
});

describe('state', () => {
  it("resolves a table's $ref against the whole schema (Pydantic's model_json_schema puts models under $defs)", () => {
    const state_schema = {
      type: 'object',
      properties: { orders: { type: 'array', items: { $ref: '#/$defs/Order' } }, session: { $ref: '#/$defs/Session' } },
      $defs: {
        Order: { type: 'object', properties: { order_id: { type: 'string' }, total: { type: 'number' } }, required: ['order_id'] },
        Session: { type: 'object', properties: { user_id: { type: 'string' } } },
      },
    };
    const { env, warnings } = read({ state_schema });
    expect(env.state?.tables.map((t) => [t.name, t.fields.map((f) => f.name)])).toEqual([
      ['orders', ['order_id', 'total']],
      ['session', ['user_id']],
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns about state text that is no SQL DDL and audits the tools and tasks, but rejects it when it is all there is', () => {
    const prisma = 'model Order {\n  id String @id\n  total Float\n}';
    const { env, warnings } = read({ state_schema: prisma, tasks: ['Cancel my order.'] });
    expect(env.state).toBeNull();
    expect(warnings).toEqual(['state_unrecognized state_schema']);
    expect(() => readEnvironment({ id: 'only-state', state_schema: prisma }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, () => {})).toThrow(/not SQL DDL/);
  });

  it("reads DynamoDB table descriptions in a list of tables, and warns about an entry of neither DDL nor that kind, keeping the tools and tasks", () => {
    const tables = [
      { TableName: 'air-reservations', KeySchema: [{ AttributeName: 'ReservationKey', KeyType: 'HASH' }], AttributeDefinitions: [{ AttributeName: 'ReservationKey', AttributeType: 'S' }, { AttributeName: 'Seats', AttributeType: 'N' }], ItemCount: 2000 },
      { engine: 'dynamodb', note: 'described elsewhere' },
    ];
    const { env, warnings } = read({ state_schema: { tables }, tasks: ['Cancel reservation XEWRD9.'] });
    expect(env.state?.tables.map((t) => [t.name, t.fields.map((f) => `${f.name}:${f.node.type}${f.required ? '!' : ''}`), t.rows])).toEqual([['air-reservations', ['ReservationKey:string!', 'Seats:number'], 2000]]);
    expect(warnings).toEqual(['state_unrecognized state_schema.tables[1]']);
    expect(env.state?.format).toBe('sql-ddl');
    expect(read({ state_schema: { tables: [tables[0]] } }).env.state?.format).toBe('dynamodb');
    expect(() => readEnvironment({ id: 'only-state', state_schema: { tables: [tables[1]] } }, 'portfolio', { file: 'f', line: 1 }, INGEST_DEFAULTS, () => {})).toThrow(/expected DDL text/);
  });

  it('warns when state read as sample data has no fields anywhere (text of another language wrapped in an object)', () => {
    const { warnings } = read({ state_schema: { language: 'typescript', source: 'interface Order { id: string }' } });
    expect(warnings).toEqual(['state_unrecognized state_schema']);
  });
});
