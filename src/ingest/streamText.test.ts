// A captured event stream is read as the text and tool input its deltas add up to, per content block; other
// lines, and a text that merely says `data:`, stay as written.
import { describe, expect, it } from 'vitest';
import { streamText } from './streamText.js';

const sse = (events: object[]) => events.map((e) => `data: ${JSON.stringify(e)}\n`).join('\n');

describe('streamText', () => {
  it("joins an Anthropic stream's text and its tool input, each block apart, and keeps the lines around it", () => {
    const stream = sse([
      { type: 'message_start', message: { id: 'msg_1', usage: { input_tokens: 12 } } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me ' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"user_id": "noah_ito_38' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'check.' } },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '50", "instruction": "You are Noah Ito, zip 98187."}' } },
      { type: 'message_stop' },
    ]);
    expect(streamText(`<<< 200 OK text/event-stream\n${stream}### end of capture`)).toBe(
      ['<<< 200 OK text/event-stream', 'Let me check.', '', 'user_id: noah_ito_3850\ninstruction: You are Noah Ito, zip 98187.', '### end of capture'].join('\n'),
    );
  });

  it("joins an OpenAI chat stream's content and a tool call's arguments, read as far as they go when the capture stops", () => {
    const stream = sse([
      { id: 'c1', choices: [{ index: 0, delta: { role: 'assistant', content: 'Cancelling ' } }] },
      { id: 'c1', choices: [{ index: 0, delta: { content: 'it now.' } }] },
      { id: 'c1', choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { name: 'cancel', arguments: '{"reservation_id": "ZK3' } }] } }] },
      { id: 'c1', choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: 'PQ9", "reason": "change of pl' } }] } }] },
    ]);
    expect(streamText(stream)).toBe('Cancelling it now.\n\nreservation_id: ZK3PQ9\nreason: change of pl');
  });

  it('is null for a text that is no stream: fewer than three events, or events holding no piece', () => {
    expect(streamText('Export settings\ndata: {"a": 1}\ndata: {"b": 2}')).toBeNull();
    expect(streamText(sse([{ type: 'ping' }, { type: 'ping' }, { type: 'ping' }]))).toBeNull();
    expect(streamText('Cancel order #W2378156, the data: all of it.')).toBeNull();
  });
});
