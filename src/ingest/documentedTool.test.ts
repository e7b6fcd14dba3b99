// Parameters a tool documents only in its description, as scraped API reference pages and docstrings write them.
import { describe, expect, it } from 'vitest';
import { documentedTool } from './documentedTool.js';

describe('documentedTool', () => {
  it('reads a Markdown parameter table, its required column and its types, and leaves the rest as the description', () => {
    const text = [
      '## hold_seat',
      'Holds a seat on a flight for 15 minutes.',
      '',
      '| Name | Type | Required | Description |',
      '|------|------|:--------:|-------------|',
      '| `flight_no` | string | yes | Flight number, e.g. HAT123. |',
      '| seat | String | no | Seat, like 12C. |',
      '| passengers | array of objects | Yes | Who travels. |',
      '| minutes | int | no | How long to hold. |',
      '',
      'Returns the hold id.',
    ].join('\n');
    expect(documentedTool('hold_seat', text)).toEqual({
      description: '## hold_seat\nHolds a seat on a flight for 15 minutes.\n\n\nReturns the hold id.',
      parameters: {
        type: 'object',
        required: ['flight_no', 'passengers'],
        properties: {
          flight_no: { type: 'string', description: 'Flight number, e.g. HAT123.' },
          seat: { type: 'string', description: 'Seat, like 12C.' },
          passengers: { type: 'array', items: { type: 'object' }, description: 'Who travels.' },
          minutes: { type: 'integer', description: 'How long to hold.' },
        },
      },
    });
  });

  it("sets a row of a nested field (`passengers[].first_name`) on its parent's items", () => {
    const text = '| Name | Type | Required |\n|---|---|---|\n| passengers | array | yes |\n| passengers[].first_name | string | yes |\n| passengers[].dob | string | no |';
    expect(documentedTool('update_passengers', text)?.parameters).toEqual({
      type: 'object',
      properties: { passengers: { type: 'array', items: { type: 'object', properties: { first_name: { type: 'string' }, dob: { type: 'string' } }, required: ['first_name'] } } },
      required: ['passengers'],
    });
  });

  it('takes a parameter as optional when a table without a required column says so in its description', () => {
    const text = '| Parameter | Type | Description |\n|---|---|---|\n| query | str | What to look for. |\n| limit | int | Optional. At most this many. |';
    expect(documentedTool('search', text)?.parameters.required).toEqual(['query']);
  });

  it('reads a Python signature with its annotations, defaults and Google-style Args', () => {
    const text = [
      'def refund_order(order_id: str, amount: float, reasons: List[str], notify: bool = True, note: Optional[str] = None) -> dict:',
      '    """Refund part or all of an order.',
      '',
      '    Args:',
      '        order_id: The order, such as #W0000000.',
      '        amount (float): How much to refund,',
      '            in dollars.',
      '        notify: E-mail the customer.',
      '    """',
    ].join('\n');
    expect(documentedTool('refund_order', text)).toEqual({
      description: 'Refund part or all of an order.',
      parameters: {
        type: 'object',
        required: ['order_id', 'amount', 'reasons'],
        properties: {
          order_id: { type: 'string', description: 'The order, such as #W0000000.' },
          amount: { type: 'number', description: 'How much to refund, in dollars.' },
          reasons: { type: 'array', items: { type: 'string' } },
          notify: { type: 'boolean', description: 'E-mail the customer.' },
          note: { type: 'string' },
        },
      },
    });
  });

  it('is null for prose, for a table that lists no parameters, and for another function of several', () => {
    expect(documentedTool('a', 'Cancels an order that has not shipped.')).toBeNull();
    expect(documentedTool('a', '| Code | Meaning |\n|---|---|\n| 404 | Not found |')).toBeNull();
    expect(documentedTool('a', 'def b(x: int):\n    pass\ndef c(y: int):\n    pass')).toBeNull();
  });
});

describe('documentedTool: Sphinx and numpydoc', () => {
  it('reads a Sphinx field list, its types and what it marks optional', () => {
    const text = [
      'move',
      '====',
      '',
      '.. py:method:: Files.move(source, destination, overwrite)',
      '',
      '   Move a file into another folder.',
      '',
      '   :param source: The file to move.',
      '   :type source: str',
      '   :param str destination: The folder to move it to,',
      '       relative to the current one.',
      '   :param overwrite: Replace a file of that name.',
      '   :type overwrite: bool, optional',
      '   :returns: The new path.',
      '   :rtype: str',
    ].join('\n');
    const tool = documentedTool('move', text);
    expect(tool?.parameters).toEqual({
      type: 'object',
      required: ['source', 'destination'],
      properties: {
        source: { type: 'string', description: 'The file to move.' },
        destination: { type: 'string', description: 'The folder to move it to, relative to the current one.' },
        overwrite: { type: 'boolean', description: 'Replace a file of that name.' },
      },
    });
    expect(tool?.description).toBe('move\n====\n\n.. py:method:: Files.move(source, destination, overwrite)\n\n   Move a file into another folder.');
  });

  it('reads a numpydoc Parameters section up to the next section', () => {
    const text = [
      'Round a number.',
      '',
      'Parameters',
      '----------',
      'value : float',
      '    The number to round.',
      'digits : int, optional',
      '    Places to keep, by default 0.',
      '',
      'Returns',
      '-------',
      'float',
      '    The rounded number.',
    ].join('\n');
    expect(documentedTool('round_number', text)).toEqual({
      description: 'Round a number.\n\nReturns\n-------\nfloat\n    The rounded number.',
      parameters: {
        type: 'object',
        required: ['value'],
        properties: {
          value: { type: 'number', description: 'The number to round.' },
          digits: { type: 'integer', description: 'Places to keep, by default 0.' },
        },
      },
    });
  });
});

describe('documentedTool: code an SDK derives the schema from', () => {
  it("reads a Pydantic model's fields, their defaults, Literal enums and Field descriptions", () => {
    const text = [
      'Tool from a Pydantic model.',
      '```python',
      'class CancelReservation(BaseModel):',
      '    """Cancel a whole reservation.',
      '',
      '    Note: only before the flight.',
      '    """',
      '',
      '    reservation_id: str = Field(..., description="Booking code, e.g. \'ZFA04Y\'.")',
      '    reason: Literal["change_of_plan", "airline_cancelled"] = "change_of_plan"',
      '    note: Optional[str] = None',
      '    count: int',
      '```',
      'Ask before calling.',
    ].join('\n');
    expect(documentedTool('cancel_reservation', text)).toEqual({
      description: 'Tool from a Pydantic model. Cancel a whole reservation. Note: only before the flight.',
      parameters: {
        type: 'object',
        properties: {
          reservation_id: { type: 'string', description: "Booking code, e.g. 'ZFA04Y'." },
          reason: { type: 'string', enum: ['change_of_plan', 'airline_cancelled'] },
          note: { type: 'string' },
          count: { type: 'integer' },
        },
        required: ['reservation_id', 'count'],
      },
    });
  });

  it("reads a TypeScript interface's members, JSDoc descriptions and optional marks", () => {
    const text = [
      'Typed with an interface.',
      '```ts',
      '/** Swap items of a delivered order. */',
      'export interface ExchangeItemsInput {',
      '  /** Order id, e.g. "#W0000000". */',
      '  order_id: string;',
      '  item_ids: string[];',
      '  mode?: "quick" | "full"; // how thorough',
      '}',
      '```',
    ].join('\n');
    expect(documentedTool('exchange_items', text)).toEqual({
      description: 'Typed with an interface. Swap items of a delivered order.',
      parameters: {
        type: 'object',
        properties: {
          order_id: { type: 'string', description: 'Order id, e.g. "#W0000000".' },
          item_ids: { type: 'array', items: { type: 'string' } },
          mode: { type: 'string', enum: ['quick', 'full'], description: 'how thorough' },
        },
        required: ['order_id', 'item_ids'],
      },
    });
  });

  it('is null for a model or an interface of another name among several', () => {
    const text = 'class A(BaseModel):\n    a: str\nclass B(BaseModel):\n    b: str\ninterface C { c: string }\ninterface D { d: string }';
    expect(documentedTool('other_tool', text)).toBeNull();
  });
  it("reads a table aligned by spaces (a PDF's text, a TSV export), a hyphenated description continued on the next line", () => {
    const text = 'Verifies a traveller.\nTable 6: Arguments.\nArgument   Type   Req.   Description\nfirst_name   string   yes   First name\npassport_number\tstring\tno\tPassport number of the travel-\nler\n\nReturns ok.';
    expect(documentedTool('check', text)).toEqual({
      description: 'Verifies a traveller.\nTable 6: Arguments.\n\nReturns ok.',
      parameters: {
        type: 'object',
        properties: { first_name: { type: 'string', description: 'First name' }, passport_number: { type: 'string', description: 'Passport number of the traveller' } },
        required: ['first_name'],
      },
    });
    expect(documentedTool('check', 'Name  Type\nthis is prose, not a row')).toBeNull();
  });

  it("reads a JSON definition printed in a listing: line numbers and a page's furniture dropped, a map's required list beside it", () => {
    const listing = ['Listing 7: set_climate. Sets the cabin climate.', ' 1 {', ' 2   "name": "set_climate",', ' 3   "parameters": {', ' 4     "temperature": {"type": "float",', ' 5       "description": "Target, in Celsius"},', '', 'Under review as a conference paper', '', ' 6     "mode": {"type": "string", "enum": ["auto", "heat"]}', ' 7   },', ' 8   "required": ["temperature"]', ' 9 }'].join('\n');
    expect(documentedTool('set_climate', listing)).toEqual({
      description: 'Listing 7: set_climate. Sets the cabin climate.',
      parameters: {
        type: 'object',
        properties: { temperature: { type: 'float', description: 'Target, in Celsius' }, mode: { type: 'string', enum: ['auto', 'heat'] } },
        required: ['temperature'],
      },
    });
    const schema = 'Finds keys.\n```json\n{"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}\n```';
    expect(documentedTool('find', schema)?.parameters).toEqual({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'] });
    expect(documentedTool('find', 'Returns {"type": "ok", "count": 3} on success.')).toBeNull();
  });
});

