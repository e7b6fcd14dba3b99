// Rare identifiers in a text: the tokens that name one thing — order and reservation numbers, user names
// with digits or underscores, e-mail addresses, zip codes and other codes, and full names (two or more
// capitalised words in a row). They survive what defeats embeddings and n-grams: a translation keeps
// "#W2378156", "yusuf.rossi@example.com" and "Yusuf Rossi" as written, and a paraphrase keeps them too,
// while two genuinely different tasks of one domain share none. Extraction uses no language's words, only
// the shape of a token; how rare a token is (and so what it weighs) comes from the suite (tokenIndex.ts).

/** Tokens: runs of letters, digits and the joiners identifiers use inside them. */
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}_.@+\-/]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** A capitalised word: an upper-case letter then lower-case ones (Latin, Greek, Cyrillic … alike). */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/**
 * The identifiers of `text`, lower-cased, each once, in first-seen order. A token counts when it holds a
 * digit and is at least 3 characters long (ids, numbers, codes, zip codes), or holds `@` or `_` between
 * word characters (e-mails, user names); two or more capitalised words in a row count as one name, not at
 * the start of a sentence unless three or more long (a lone capitalised word is too often just a word).
 */
export function identifiers(text: string): string[] {
  const found = new Set<string>();
  const tokens = [...text.matchAll(TOKEN)];
  for (const { 0: token } of tokens) {
    if ((/\p{N}/u.test(token) && token.length >= 3) || /[\p{L}\p{N}][@_][\p{L}\p{N}]/u.test(token)) found.add(token.toLowerCase());
  }
  for (const name of names(text, tokens)) found.add(name);
  return [...found];
}

/** Runs of two or more capitalised words, joined by single spaces, lower-cased. */
function names(text: string, tokens: RegExpMatchArray[]): string[] {
  const out: string[] = [];
  let run: RegExpMatchArray[] = [];
  const flush = () => {
    const first = run[0];
    const startsSentence = first?.index !== undefined && /(^|[.!?:]\s*)$/.test(text.slice(Math.max(0, first.index - 3), first.index));
    if (run.length >= (startsSentence ? 3 : 2)) out.push(run.map((t) => t[0].toLowerCase()).join(' '));
    run = [];
  };
  for (const token of tokens) {
    const previous = run[run.length - 1];
    const adjacent = previous !== undefined && previous.index !== undefined && token.index !== undefined && /^ $/.test(text.slice(previous.index + previous[0].length, token.index));
    if (CAPITALISED.test(token[0]) && (run.length === 0 || adjacent)) run.push(token);
    else {
      flush();
      if (CAPITALISED.test(token[0])) run.push(token);
    }
  }
  flush();
  return out;
}
