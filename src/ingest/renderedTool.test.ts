// OpenAI's TypeScript rendering of a tool, read back: what a prompt scraped from a rendered conversation carries.
import { describe, expect, it } from 'vitest';
import { renderedTool } from './renderedTool.js';

const RENDERED = [
  'namespace functions {',
  '',
  '// Book a table at a restaurant.',
  '// Confirm the time with the guest first.',
  'type reserve_table = (_: {',
  '// Restaurant id, as listed by the search.',
  'restaurant_id: string,',
  'party_size: number, // 1-12',
  '// When to arrive.',
  'slot?: "lunch" | "dinner",',
  'allergies?: string[],',
  'contact?: {',
  '  // E-mail for the confirmation.',
  '  email: string,',
  '  phone?: string | null,',
  '},',
  'tags?: Array<"window" | "quiet">,',
  '}) => any;',
  '',
  '// List the open tables.',
  'type list_tables = () => any;',
  '',
  '} // namespace functions',
].join('\n');

describe('renderedTool', () => {
  it("reads OpenAI's TypeScript rendering back into a description and JSON Schema parameters", () => {
    const tool = renderedTool('reserve_table', RENDERED);
    expect(tool?.description).toBe('Book a table at a restaurant. Confirm the time with the guest first.');
    expect(tool?.parameters).toEqual({
      type: 'object',
      required: ['restaurant_id', 'party_size'],
      properties: {
        restaurant_id: { type: 'string', description: 'Restaurant id, as listed by the search.' },
        party_size: { type: 'number', description: '1-12' },
        slot: { type: 'string', enum: ['lunch', 'dinner'], description: 'When to arrive.' },
        allergies: { type: 'array', items: { type: 'string' } },
        contact: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', description: 'E-mail for the confirmation.' }, phone: { type: 'string' } },
        },
        tags: { type: 'array', items: { type: 'string', enum: ['window', 'quiet'] } },
      },
    });
  });

  it('picks the declaration named after the tool, and reads one of no arguments', () => {
    expect(renderedTool('list_tables', RENDERED)).toEqual({ description: 'List the open tables.', parameters: { type: 'object', properties: {}, required: [] } });
  });

  it('reads the only declaration under another name, and keeps prose written before the namespace', () => {
    const text = 'Scraped from the prompt. namespace functions {\n// Start or stop.\ntype power = (_: {\nmode: "START" | "STOP",\n}) => any;\n}';
    const tool = renderedTool('engine_power', text);
    expect(tool?.description).toBe('Scraped from the prompt. Start or stop.');
    expect(tool?.parameters.properties).toEqual({ mode: { type: 'string', enum: ['START', 'STOP'] } });
  });

  it('is null for prose, for another tool of several, and for TypeScript it does not know', () => {
    expect(renderedTool('a', 'Returns the price => in dollars.')).toBeNull();
    expect(renderedTool('cancel', RENDERED)).toBeNull();
    expect(renderedTool('f', 'type f = (_: { when: Date }) => any;')).toBeNull();
    expect(renderedTool('f', 'type f = (_: { a: string,')).toBeNull();
  });
});
