// A structured record as a task's text, read as YAML with each multi-line string a paragraph of its own.
import { describe, expect, it } from 'vitest';
import { taskPassages } from '../facets/index.js';
import { jsonLinesText, jsonRecordText, recordDepth, recordText, trailingRecordText } from './recordText.js';
import { taskTextAsRead } from './record.js';

const prm = {
  labeler: 'prm-lab-04',
  question: { problem: 'Turn 1: Create project_summary.txt in documents.\nTurn 2: Copy it into the archive as summary_2024.txt.', initial_cwd: '/alex/documents' },
  steps: [{ text: "touch(file_name='project_summary.txt')", rating: 1 }],
};

describe('recordText', () => {
  it("writes a record as YAML, a multi-line string's lines as lines between blank lines", () => {
    expect(recordText(prm)).toBe(
      [
        'labeler: prm-lab-04',
        'question:',
        '  ',
        '  problem: |-',
        '    Turn 1: Create project_summary.txt in documents.',
        '    Turn 2: Copy it into the archive as summary_2024.txt.',
        '',
        '  initial_cwd: /alex/documents',
        'steps:',
        "  - text: touch(file_name='project_summary.txt')",
        '    rating: 1',
      ].join('\n'),
    );
  });

  it('makes the multi-line string a part of the task on its own', () => {
    const parts = taskPassages(recordText({ grader: 'rubric-judge/v2', prompt: 'I need to fly from Atlanta to Las Vegas next week.\nThe fare must stay under one hundred dollars, please.', rubric: [{ id: 'R1', criterion: 'Calls search_direct_flight with ATL and LAS for the requested date.' }] }));
    expect(parts.map((p) => p.text)).toContain('prompt: |- I need to fly from Atlanta to Las Vegas next week. The fare must stay under one hundred dollars, please.');
  });
});

describe('jsonRecordText', () => {
  it('reads a text that is one JSON object or an array of them, and nothing else', () => {
    expect(jsonRecordText(JSON.stringify(prm))).toBe(recordText(prm));
    expect(jsonRecordText('[1, 2]')).toBeNull();
    expect(jsonRecordText('[]')).toBeNull();
    expect(jsonRecordText('[{"a": 1}, "b"]')).toBeNull();
    expect(jsonRecordText('{not json}')).toBeNull();
    expect(jsonRecordText('Cancel order #W123 {today}')).toBeNull();
  });

  it('reads a record after a few lines of something else, those lines kept, and not after a document or before more text', () => {
    const sqs = '$ aws sqs receive-message --queue-url https://sqs.example/q\n{"Messages": [{"MessageId": "m-1", "Body": "{\\"question\\": \\"Which team was I to send the draft to?\\"}"}]}';
    expect(trailingRecordText(sqs)).toBe('$ aws sqs receive-message --queue-url https://sqs.example/q\n\nMessages:\n  - MessageId: m-1\n    Body:\n      question: Which team was I to send the draft to?');
    expect(trailingRecordText(`${'a line of a long document\n'.repeat(6)}{"a": 1}`)).toBeNull();
    expect(trailingRecordText('Here it is:\n{"a": 1}\nand more words after it {b}')).toBeNull();
    expect(trailingRecordText('Totals:\n[1, 2]')).toBeNull();
    expect(trailingRecordText('$ cat turns.jsonl\n{"turn": 1, "user": "Find flights."}\n{"turn": 2, "user": "Book the first."}')).toBeNull();
    expect(jsonRecordText(sqs)).toBeNull();
    // A template above the JSON that fills it is read as the template it is.
    expect(taskTextAsRead('Cancel order {{order}}.\n\n{"order": "#W2378156"}')).toBe('Cancel order #W2378156.');
  });

  it("leaves out a record's UUIDs, hex digests and ISO date-times, and what is left empty without them", () => {
    const run = '{"uuid": "1efa8929-ec77-4c33-82a1-50e7c153202e", "contact": {"name": "Sofia Hernandez", "urn": "tel:+12065550139"}, "path": [{"node": "daf57566-cf90-490a-855e-43021ea03895", "time": "2026-05-20T16:00:10.000000Z"}], "values": {"item": {"input": "helmet, too small", "time": "2026-05-20 16:01:02"}}, "sha": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "zip": "98193", "date": "2026-05-20"}';
    expect(jsonRecordText(run)).toBe('contact:\n  name: Sofia Hernandez\n  urn: tel:+12065550139\nvalues:\n  item:\n    input: helmet, too small\nzip: "98193"\ndate: 2026-05-20');
  });

  it('reads JSON Lines as their records, numbered by grep -n or after the command that printed them too', () => {
    const log = '$ grep -n dev.21 run.jsonl\n43:{"event_id": 42, "data": {"prompt": [{"role": "user", "content": "Which area did I want to research?"}]}}\n44:{"event_id": 43, "type": "match"}';
    expect(jsonLinesText(log)).toBe('$ grep -n dev.21 run.jsonl\n\nevent_id: 42\ndata:\n  prompt:\n    - "user: Which area did I want to research?"\n\nevent_id: 43\ntype: match');
    expect(jsonLinesText('{"turn": 1, "user": "Find flights."}\n{"turn": 2, "user": "Book the first."}')).toBe('turn: 1\nuser: Find flights.\n\nturn: 2\nuser: Book the first.');
    expect(jsonLinesText('{"a": 1}\nand then some words')).toBeNull();
    expect(jsonLinesText('{"a": 1}')).toBeNull();
  });

  it("reads an assistant's data export, an array of conversations, with the user's request on a line of its own", () => {
    const exported = [{ name: 'Exchange a kettle', chat_messages: [{ sender: 'human', text: 'Exchange the kettle of order #W4316152 for the glass one.' }] }];
    expect(jsonRecordText(JSON.stringify(exported))).toBe(
      ['- name: Exchange a kettle', '  chat_messages:', '    - sender: human', '      text: "Exchange the kettle of order #W4316152 for the glass one."'].join('\n'),
    );
  });

  it('keeps as written a record nested deeper than the limit, counted without recursing', () => {
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    expect(jsonRecordText(nested(64))).not.toBeNull();
    expect(jsonRecordText(nested(65))).toBeNull();
    expect(jsonRecordText(nested(20_000))).toBeNull();
    expect(recordDepth(JSON.parse(nested(20_000)))).toBe(20_000);
    expect(recordDepth({ a: [1, { b: 'x' }], c: 2 })).toBe(3);
  });

  it('reads a string holding JSON as what it holds, at any depth, and keeps strings that only look so', () => {
    const config = { welcome: 'Hi!', starters: [{ prompt: 'How many vendors replied to the follow-up on Friday?' }] };
    const flow = { id: 'f-1', chatbotConfig: JSON.stringify(config), note: '{not json}', tags: '[draft]' };
    expect(jsonRecordText(JSON.stringify(flow))).toBe(recordText({ id: 'f-1', chatbotConfig: config, note: '{not json}', tags: '[draft]' }));
    const twice = { call: JSON.stringify({ name: 'book', arguments: JSON.stringify({ seat: '12C' }) }) };
    expect(jsonRecordText(JSON.stringify(twice))).toBe(recordText({ call: { name: 'book', arguments: { seat: '12C' } } }));
  });

  it('reads a string of JSON cut off at a length limit as far as it goes, and nothing from one only opening like JSON', () => {
    const messages = '[{"role": "system", "parts": [{"type": "text", "content": "You are a research assistant."}]}, {"role": "user", "parts": [{"type": "text", "content": "Which drama did Forbes name Netflix\'s most watched in 2024, and who directed';
    const span = { name: 'chat', attributes: { 'gen_ai.input.messages': messages }, note: '[Enum] one of a, b', other: '{name} is cut' };
    expect(jsonRecordText(JSON.stringify(span))).toBe(
      recordText({ name: 'chat', attributes: { 'gen_ai.input.messages': ['system: You are a research assistant.', "user: Which drama did Forbes name Netflix's most watched in 2024, and who directed"] }, note: '[Enum] one of a, b', other: '{name} is cut' }),
    );
    // Cut, and nesting deeper than records are read: kept as written, never parsed.
    const deep = '[{"a":'.repeat(5_000);
    expect(jsonRecordText(JSON.stringify({ id: 'x', payload: deep }), 64)).toBe(recordText({ id: 'x', payload: deep }));
  });

  it("reads a chat nested in a record (a logged request's messages) as its turns' lines, tool traffic left out", () => {
    const messages = [
      { role: 'user', content: 'How many liters are 60 gallons?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'gallon_to_liter', arguments: '{"gallon": 60}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"liter": 227.1}' },
      { role: 'assistant', content: [{ type: 'text', text: 'About 227 liters.' }] },
    ];
    const row = { request_id: 'r-1', request_body: JSON.stringify({ model: 'm', messages }) };
    expect(jsonRecordText(JSON.stringify(row))).toBe(recordText({ request_id: 'r-1', request_body: { model: 'm', messages: ['user: How many liters are 60 gallons?', 'assistant: About 227 liters.'] } }));
    // A list of other objects is left as it is, and so is a list of turns none of which holds text a reader knows.
    const rows = { items: [{ role: 'admin', name: 'x' }] };
    expect(jsonRecordText(JSON.stringify(rows))).toBe(recordText(rows));
    const unread = { request_id: 'r-2', messages: [{ role: 'user', content: { kind: 'audio', uri: 'a.wav' } }] };
    expect(jsonRecordText(JSON.stringify(unread))).toBe(recordText(unread));
  });

  it('keeps as written a string whose JSON nests deeper than records are read, without walking it', () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    expect(jsonRecordText(JSON.stringify({ id: 'x', payload: deep }))).toBe(recordText({ id: 'x', payload: deep }));
    // Each string within the limit, but together nesting past it: the record as written.
    const half = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const chained = { s: '{"b":'.repeat(30) + JSON.stringify(half(40)) + '}'.repeat(30) };
    expect(jsonRecordText(JSON.stringify(chained), 64)).toBe(recordText(chained));
  });

  it('leaves a chat record to the chat reader', () => {
    expect(taskTextAsRead(JSON.stringify({ messages: [{ role: 'user', content: 'Cancel my order.' }] }))).toBe('user: Cancel my order.');
  });
});
