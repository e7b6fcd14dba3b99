// A templated prompt is read as its turns; a text without a template's markers is left as it is.
import { describe, expect, it } from 'vitest';
import { untemplated } from './chatTemplate.js';

describe('untemplated', () => {
  it('reads Llama 3 headers as role lines and drops the open header a prompt ends with', () => {
    const text = '<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nYou are Yusuf Rossi, zip code 19122.\nYou want to return the cleaner.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nHi! How can I help?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n';
    expect(untemplated(text)).toBe('system: You are Yusuf Rossi, zip code 19122.\nYou want to return the cleaner.\nuser: Hi! How can I help?');
  });

  it('reads ChatML, Gemma and Mistral turns alike', () => {
    expect(untemplated('<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nUnlock the doors.<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{"name": "lockDoors"}\n</tool_call><|im_end|>')).toBe(
      'system: Be brief.\nuser: Unlock the doors.\nassistant: <tool_call>\n{"name": "lockDoors"}\n</tool_call>',
    );
    expect(untemplated('<bos><start_of_turn>user\nHow far is Rivermist?<end_of_turn>\n<start_of_turn>model\n')).toBe('user: How far is Rivermist?');
    expect(untemplated('<s>[INST] Cancel order #W2378156 [/INST] Done.</s>')).toBe('user: Cancel order #W2378156\nassistant: Done.');
  });

  it('keeps the paragraphs inside a turn', () => {
    expect(untemplated('<|im_start|>system\nRules.\n\nYour scenario: return the kettle.<|im_end|>\n<|im_start|>user\nHi<|im_end|>')).toBe('system: Rules.\n\nYour scenario: return the kettle.\nuser: Hi');
  });

  it('leaves a text without a template marker as it is', () => {
    const text = 'Write <tools> in a prompt, or a <|note|> in passing.\n\nNothing else changes.';
    expect(untemplated(text)).toBe(text);
  });
});
