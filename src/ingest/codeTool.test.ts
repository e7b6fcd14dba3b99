// Tools whose parameters are only the SDK code pasted into their description: Zod, annotated Java, Go structs, protobuf.
import { describe, expect, it } from 'vitest';
import { codeTool } from './codeTool.js';

describe('codeTool', () => {
  it("reads a Zod object: types, enums, arrays, .describe() texts, optional fields, regexes stepped over, the object's own text", () => {
    const text = [
      'Defined with defineTool:',
      '```ts',
      'export const updateShipping = defineTool({',
      "  name: 'updateShipping',",
      '  input: z.object({',
      "    orderId: z.string().regex(/^#W\\d{7}$/).describe(\"Pending order id; keep the leading '#'\"),",
      '    // Street address',
      '    line1: z.string(),',
      "    count: z.number().int().min(1, { message: 'at least one (1)' }),",
      "    reason: z.enum(['no longer needed', 'ordered by mistake']),",
      '    items: z.array(z.string()).optional(),',
      "    mode: z.union([z.literal('fast'), z.literal('slow')]).default('fast'),",
      '    meta: z.record(z.string(), z.number()).nullish(),',
      "  }).describe('Change the shipping address of a pending order.'),",
      '});',
      '```',
    ].join('\n');
    expect(codeTool('updateShipping', text)).toEqual({
      description: 'Defined with defineTool: Change the shipping address of a pending order.',
      parameters: {
        type: 'object',
        properties: {
          orderId: { type: 'string', description: "Pending order id; keep the leading '#'" },
          line1: { type: 'string', description: 'Street address' },
          count: { type: 'integer' },
          reason: { type: 'string', enum: ['no longer needed', 'ordered by mistake'] },
          items: { type: 'array', items: { type: 'string' } },
          mode: { type: 'string', enum: ['fast', 'slow'] },
          meta: { type: 'object', additionalProperties: { type: 'number' } },
        },
        required: ['orderId', 'line1', 'count', 'reason'],
      },
    });
  });

  it("reads the MCP TypeScript SDK's raw shape and its description argument", () => {
    const text = "server.tool('get_forecast', 'Get the weather forecast for a city.', {\n  city: z.string().describe('City name'),\n  days: z.number().optional(),\n}, async ({ city }) => ({ content: [] }));";
    expect(codeTool('get_forecast', text)).toEqual({
      description: 'Get the weather forecast for a city.',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name' }, days: { type: 'number' } }, required: ['city'] },
    });
  });

  it('reads an annotated Java tool method (LangChain4j @P, Spring AI @ToolParam with required = false)', () => {
    const langchain = [
      'Brokerage tools.',
      '```java',
      '@Tool(name = "placeOrder", value = "Place a buy or sell order, at a limit price.")',
      'public OrderReceipt placeOrder(@P("Order side: Buy, or Sell") String orderType, @P("Ticker") final String symbol,',
      '        double price, List<Integer> lots) throws IOException {',
      '    return broker.submit(orderType, symbol, price, lots);',
      '}',
      '```',
    ].join('\n');
    expect(codeTool('placeOrder', langchain)).toEqual({
      description: 'Brokerage tools. Place a buy or sell order, at a limit price.',
      parameters: {
        type: 'object',
        properties: {
          orderType: { type: 'string', description: 'Order side: Buy, or Sell' },
          symbol: { type: 'string', description: 'Ticker' },
          price: { type: 'number' },
          lots: { type: 'array', items: { type: 'integer' } },
        },
        required: ['orderType', 'symbol', 'price', 'lots'],
      },
    });
    const spring = '@Tool(description = "Find a user by e-mail")\nUser findUser(@ToolParam(description = "E-mail address") String email, @ToolParam(description = "Include orders", required = false) Boolean withOrders) {\n  return repo.find(email);\n}';
    expect(codeTool('find_user', spring)?.parameters).toEqual({
      type: 'object',
      properties: { email: { type: 'string', description: 'E-mail address' }, withOrders: { type: 'boolean', description: 'Include orders' } },
      required: ['email'],
    });
  });

  it('reads a Go argument struct: json names, jsonschema descriptions and enums, required from the tags or else from omitempty', () => {
    const tagged = [
      '```go',
      "// SetDoorLocks locks or unlocks the car's doors.",
      'type SetDoorLocksArgs struct {',
      '\t// Unlock is true to unlock the doors.',
      '\tUnlock bool     `json:"unlock" jsonschema:"required"`',
      '\tDoors  []string `json:"door" jsonschema:"description=Doors to lock\\\\, or unlock,enum=driver,enum=passenger"`',
      '\tNote   *string  `json:"-"`',
      '\tinternal int',
      '}',
      '```',
    ].join('\n');
    expect(codeTool('set_door_locks', tagged)).toEqual({
      description: "SetDoorLocks locks or unlocks the car's doors.",
      parameters: {
        type: 'object',
        properties: {
          unlock: { type: 'boolean', description: 'Unlock is true to unlock the doors.' },
          door: { type: 'array', items: { type: 'string', enum: ['driver', 'passenger'] }, description: 'Doors to lock, or unlock' },
        },
        required: ['unlock'],
      },
    });
    const untagged = 'type SearchArgs struct {\n\tQuery string `json:"query"`\n\tLimit int `json:"limit,omitempty"` // at most 50\n}';
    expect(codeTool('search', untagged)?.parameters).toEqual({
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer', description: 'at most 50' } },
      required: ['query'],
    });
  });

  it("reads the protobuf request message of the rpc named after the tool, with its enums, repeated fields and REQUIRED behavior", () => {
    const text = [
      'Served through the gateway.',
      '```proto',
      'service Workspace {',
      '  // Sends a direct message to another user.',
      '  rpc SendDirectMessage(SendDirectMessageRequest) returns (SendDirectMessageResponse);',
      '  rpc ListMessages(ListMessagesRequest) returns (ListMessagesResponse);',
      '}',
      'message SendDirectMessageRequest {',
      '  // User id of the recipient, e.g. USR002.',
      '  string receiver_id = 1 [(google.api.field_behavior) = REQUIRED];',
      '  // Text of the message.',
      '  string message = 2;',
      '  repeated string tags = 3;',
      '  Priority priority = 4;',
      '  enum Priority { PRIORITY_UNSPECIFIED = 0; HIGH = 1; }',
      '}',
      'message ListMessagesRequest { int32 page_size = 1; }',
      '```',
    ].join('\n');
    expect(codeTool('SendDirectMessage', text)).toEqual({
      description: 'Served through the gateway. Sends a direct message to another user.',
      parameters: {
        type: 'object',
        properties: {
          receiver_id: { type: 'string', description: 'User id of the recipient, e.g. USR002.' },
          message: { type: 'string', description: 'Text of the message.' },
          tags: { type: 'array', items: { type: 'string' } },
          priority: { type: 'string', enum: ['PRIORITY_UNSPECIFIED', 'HIGH'] },
        },
        required: ['receiver_id'],
      },
    });
    expect(codeTool('list_messages', text)?.parameters).toEqual({ type: 'object', properties: { page_size: { type: 'integer' } }, required: [] });
  });

  it('reads nothing from prose, from code it does not know, or from broken code', () => {
    for (const text of [
      'Sends a message. Use z.object when you must.',
      'const schema = z.object({ a: z.string(',
      'const schema = z.object({ a: z.custom<Foo>() })',
      '@Tool\nvoid run(',
      'type Args struct {\n\tlower string\n}',
      'message Broken { string a = ; }',
      'Call it with the message { text } as the body.',
    ]) {
      expect(codeTool('send', text)).toBeNull();
    }
  });

  it('reads long inputs in linear time', () => {
    const long = `@Tool(${'"x", '.repeat(20_000)}\n${'z.object({ a'.repeat(5_000)}\ntype A struct {\n${'\tField string `json:"f"`\n'.repeat(20_000)}`;
    const started = performance.now();
    codeTool('a', long);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
