// Recorded chats as trainers store them, read as one `role: content` line per turn, the tool traffic left out.
import { describe, expect, it } from 'vitest';
import { chatLines, chatRecord } from './chatRecord.js';

describe('chatLines', () => {
  it("reads OpenAI fine-tuning turns, leaving out an assistant's tool calls and a tool's result", () => {
    const messages = [
      { role: 'system', content: 'You are a trading assistant.' },
      { role: 'user', content: 'Buy 150 MSFT at market.' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'place_order', arguments: '{"symbol":"MSFT","amount":150}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: '{"order_id":12446}' },
    ];
    expect(chatLines(messages)).toBe('system: You are a trading assistant.\nuser: Buy 150 MSFT at market.');
  });

  it("reads MCP sampling messages, whose content is one part (`{type: 'text', text}`)", () => {
    const messages = [
      { role: 'user', content: { type: 'text', text: 'List every file here, hidden ones too.' } },
      { role: 'assistant', content: { type: 'image', data: 'iVBORw0KGgo...', mimeType: 'image/png' } },
    ];
    expect(chatLines(messages)).toBe('user: List every file here, hidden ones too.');
  });

  it("reads OpenTelemetry GenAI messages' parts (`{type: 'text', content}`), as a trace records them", () => {
    const messages = [
      { role: 'user', parts: [{ type: 'text', content: 'Fill the tank to 40 liters.' }] },
      { role: 'assistant', parts: [{ type: 'tool_call', id: 'c1', name: 'fillFuelTank', arguments: { fuelAmount: 40 } }] },
    ];
    expect(chatLines(messages)).toBe('user: Fill the tank to 40 liters.');
  });

  it('reads the text of Anthropic content blocks and Gemini parts, a turn of tool traffic alone left out', () => {
    const anthropic = [
      { role: 'user', content: [{ type: 'text', text: 'Return order #W8665881.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Looking it up.' }, { type: 'tool_use', id: 't1', name: 'get_order_details', input: { order_id: '#W8665881' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'delivered' }] }] },
    ];
    expect(chatLines(anthropic)).toBe('user: Return order #W8665881.\nassistant: Looking it up.');
    const gemini = [
      { role: 'user', parts: [{ text: 'Start the engine.' }] },
      { role: 'model', parts: [{ functionCall: { name: 'startEngine', args: { ignitionMode: 'START' } } }] },
      { role: 'function', parts: [{ functionResponse: { name: 'startEngine', response: { engineState: 'running' } } }] },
    ];
    expect(chatLines(gemini)).toBe('user: Start the engine.');
  });
});

describe('chatRecord', () => {
  it('reads a dumped dataset line as its turns, with its system prompt', () => {
    const line = JSON.stringify({ systemInstruction: { parts: [{ text: 'Car assistant.' }] }, contents: [{ role: 'user', parts: [{ text: 'Lock the doors.' }] }] });
    expect(chatRecord(line)).toBe('system: Car assistant.\nuser: Lock the doors.');
    expect(chatRecord(`  ${JSON.stringify({ system: 'Be brief.', messages: [{ role: 'user', content: 'Hi' }] })}\n`)).toBe('system: Be brief.\nuser: Hi');
  });

  it("reads a dumped list of messages as its turns, an image part's data left out", () => {
    const messages = [
      { role: 'system', content: 'You role-play an airline customer.' },
      { role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQSkZJRg...' } }, { type: 'text', text: 'Change the return leg of my trip.' }] },
    ];
    expect(chatRecord(JSON.stringify(messages))).toBe('system: You role-play an airline customer.\nuser: Change the return leg of my trip.');
    // A list of other records, or of turns with no text, is no chat.
    expect(chatRecord('[{"role": "admin", "name": "x"}]')).toBeNull();
    expect(chatRecord('[{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "a.jpg"}}]}]')).toBeNull();
  });

  it('is null for prose, for JSON that is no chat, and for broken JSON', () => {
    expect(chatRecord('Cancel my "messages" please')).toBeNull();
    expect(chatRecord('{"goal": "cancel", "reward": 1}')).toBeNull();
    expect(chatRecord('{"messages": [')).toBeNull();
    // A help desk's messages: a body beside ids and flags, no turn of a chat.
    expect(chatRecord('{"subject": "Refund", "messages": [{"id": 7, "body_text": "Refund order #W1", "from_agent": false}]}')).toBeNull();
  });
});

describe('chatRecord: ShareGPT', () => {
  it("reads a ShareGPT row's turns and system prompt, leaving out its function calls and observations", () => {
    const row = {
      system: 'You can call tools.',
      conversations: [
        { from: 'human', value: 'Post a tweet saying hello.' },
        { from: 'function_call', value: '{"name": "post_tweet", "arguments": {"content": "hello"}}' },
        { from: 'observation', value: '{"id": 1}' },
        { from: 'gpt', value: 'Posted.' },
      ],
    };
    expect(chatRecord(JSON.stringify(row))).toBe('system: You can call tools.\nhuman: Post a tweet saying hello.\ngpt: Posted.');
    expect(chatLines(row.conversations)).toBe('human: Post a tweet saying hello.\ngpt: Posted.');
  });
});


describe('chatRecord: Cohere', () => {
  it("reads a Cohere v1 chat request as its preamble, its history and the user's message, its tools and settings left out", () => {
    const request = {
      model: 'command-r-plus',
      preamble: 'You are a portfolio manager\'s assistant.',
      chat_history: [
        { role: 'USER', message: 'Morning.' },
        { role: 'CHATBOT', message: 'Good morning!' },
        { role: 'TOOL', tool_results: [{ outputs: [{ value: 1 }] }] },
      ],
      message: 'Which school did I do my MBA at?',
      tools: [{ name: 'archival_memory_key_search', description: 'Finds keys.', parameter_definitions: { query: { type: 'str', required: true } } }],
      temperature: 0.3,
    };
    expect(chatRecord(JSON.stringify(request))).toBe("system: You are a portfolio manager's assistant.\nUSER: Morning.\nCHATBOT: Good morning!\nuser: Which school did I do my MBA at?");
    expect(chatRecord(JSON.stringify({ message: 'Hi', model: 'command-r' }))).toBeNull();
  });
});
