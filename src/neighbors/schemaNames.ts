// The names of the run's tools and of their parameters, which a task's text can quote
// without naming any record: a QA team's test case lists its "Expected tool calls: get_reservation_details
// (reservation_id)", a run log its calls. Such a token has an identifier's shape (letters joined by `_`) but
// names a function or a field, so counted as one of the task's own rare identifiers it halved the share of a
// customer's name, user id and reservation code that a rewrite of tau-bench airline's test_41 kept (a held-out
// part, test/rewrites/second), and no suite task names a record so. Not tables: a state schema's keys are often its
// records (BFCL multi-turn's TradingBot state is keyed by ticker, `TSLA`, and its MessageAPI state by user, `USR001`).
import type { RunData } from '../scoring/index.js';

/** A field line of a schema's canonical text: its path, then its type in parentheses (`skus{}.in_stock (boolean)`). */
const FIELD = /^([^\s(]+) \(/;
const PATH_PARTS = /[.{}[\]]+/;

/**
 * Lower-cased names of every tool of the run (both sides) and of every parameter of theirs, of two words or more
 * joined by `_`: a one-word name (`start`, `symbol`) is also a code or a word a task writes for itself (BFCL's
 * engine mode `START`), and only a joined one has an identifier's shape to lose.
 */
export function schemaNames(data: RunData): Set<string> {
  const names = new Set<string>();
  const add = (name: string) => {
    if (JOINED.test(name)) names.add(name.toLowerCase());
  };
  for (const item of data.items) {
    if (item.facet !== 'tools') continue;
    add(item.local);
    const lines = item.text.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const path = FIELD.exec(lines[i] as string)?.[1];
      if (!path) continue;
      for (const part of path.split(PATH_PARTS)) add(part);
    }
  }
  return names;
}

const JOINED = /^[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+$/u;
