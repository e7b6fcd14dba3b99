// A task's text serialized with a chat model's template, as SFT and RL pipelines store their prompts (Llama 3's
// headers, ChatML's `<|im_start|>`, Gemma's turns, Mistral's `[INST]`), read as one `role: content` line per
// turn, as a `messages` list is (record.ts): the special tokens are formatting, not what the agent is told, and
// they would count as rare names beside the task's own (`start_header_id`, `eot_id` have the shape of a user
// id) and halve the share of the records it names. Each turn is then a part of its own (facets/passages.ts).
// Text without a template's markers is returned as it is.

/** A template's turn markers: some of them make a text templated. */
const MARKERS = /<\|im_start\|>|<\|start_header_id\|>|<start_of_turn>|\[INST\]/;

/** Each rewrite in order: a turn's opening becomes a line `role: ` (marked by a NUL until the end), its close a line break, the rest of the tokens nothing. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // Llama 3: <|start_header_id|>user<|end_header_id|>\n\n … <|eot_id|>
  [/<\|start_header_id\|>[ \t]*([\w-]+)[ \t]*<\|end_header_id\|>\s*/g, '\n\u0000$1: '],
  // ChatML (Qwen, Hermes): <|im_start|>user\n … <|im_end|>
  [/<\|im_start\|>[ \t]*([\w-]+)[ \t]*\n?/g, '\n\u0000$1: '],
  // Gemma: <start_of_turn>user\n … <end_of_turn>
  [/<start_of_turn>[ \t]*([\w-]+)[ \t]*\n?/g, '\n\u0000$1: '],
  // Mistral: <s>[INST] … [/INST] answer</s>
  [/\[INST\]\s*/g, '\n\u0000user: '],
  [/\s*\[\/INST\]\s*/g, '\n\u0000assistant: '],
  [/<\|eot_id\|>|<\|im_end\|>|<end_of_turn>|<\|eom_id\|>/g, '\n'],
  [/<\|[a-z_]+\|>|<\/?s>|<bos>|<eos>/g, ''],
];

/** The text with its template's markers as `role: ` lines (turns without content dropped), or the text unchanged. */
export function untemplated(text: string): string {
  if (!MARKERS.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  // A turn starts on the line after the last one's (a blank line between turns would make each a paragraph of
  // its own twice over); blank lines inside a turn stay, as its paragraphs.
  return out
    .replace(/\s*\n\u0000/g, '\n\u0000')
    .split('\n')
    .filter((line) => !/^\u0000[\w-]+:\s*$/.test(line))
    .join('\n')
    .replaceAll('\u0000', '')
    .trim();
}
