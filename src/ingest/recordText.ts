// A task that is a structured record — a preference pair, a grader's rubric, a process-reward sample, an RL
// episode's spec — read as a reader sees it: YAML, one `key: value` line per field and a multi-line string's lines
// as lines, that string set apart by blank lines as a paragraph of its own. As JSON the record was one line, its
// strings' line breaks escaped (`\n`), so nothing in it could be a part of its own (facets/passages.ts) and the
// quoting weighed as words: a process-reward sample holding a BFCL file-system conversation's three turns in its
// `problem` string, among the rated steps of an agent's trajectory, scored 0.68 against the conversation.
// YAML, not a hand-written walk: the `yaml` package the pipeline configs are read with already writes block
// scalars, quoting and nesting the way a reader expects, and marks blank lines on its nodes.
import { Document, isNode, isScalar, visit, type Node } from 'yaml';

/** A record (an object or an array) as YAML text, each multi-line string a paragraph. */
export function recordText(value: object): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  // The node written after a multi-line string opens a paragraph too, at whatever depth it is.
  let after = false;
  const mark = (node: unknown, multiLine: boolean): void => {
    if (isNode(node) && (after || multiLine)) (node as Node).spaceBefore = true;
    after = multiLine;
  };
  visit(doc, {
    Pair(_, pair) {
      mark(pair.key, isScalar(pair.value) && typeof pair.value.value === 'string' && pair.value.value.includes('\n'));
    },
    Scalar(key, node) {
      // A map's keys and values are marked with their pair; a list's items here.
      if (key !== 'key' && key !== 'value') mark(node, typeof node.value === 'string' && node.value.includes('\n'));
    },
  });
  return doc.toString({ lineWidth: 0 }).trim();
}

/**
 * A text that is one JSON object as YAML text (recordText); null for any other text, for a JSON array (a list of
 * values is no record) and for JSON the YAML writer cannot take (nesting deeper than it recurses).
 */
export function jsonRecordText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? recordText(value) : null;
  } catch {
    return null;
  }
}
