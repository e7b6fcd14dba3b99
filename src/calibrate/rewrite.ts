// Text rewrites as a contaminating generator or a careless author makes them, seeded: words swapped for
// synonyms, sentences reordered, a clause dropped, descriptions cut to their first sentence, entities (names,
// numbers, codes) swapped for others, identifiers re-cased or renamed, and a "translation" that keeps every
// identifier, name and number while replacing the words (MiniLM reads another language about as it reads
// made-up words: a cosine of 0.0–0.6 on real translations). Generic English, not the wording of any suite.
import { identifierWords } from '../core/text.js';

export type Random = () => number;

export const pick = <T>(next: Random, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

/** Common words of task and tool prose with a same-meaning replacement (either direction applies). */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ['get', 'retrieve'], ['find', 'look up'], ['search', 'look for'], ['list', 'enumerate'], ['create', 'make'],
  ['delete', 'remove'], ['update', 'change'], ['modify', 'alter'], ['cancel', 'call off'], ['book', 'reserve'],
  ['send', 'dispatch'], ['return', 'give back'], ['want', 'would like'], ['need', 'require'], ['buy', 'purchase'],
  ['user', 'customer'], ['details', 'information'], ['number', 'count'], ['amount', 'sum'], ['current', 'present'],
  ['check', 'verify'], ['show', 'display'], ['help', 'assist'], ['ask', 'request'], ['tell', 'inform'],
  ['item', 'product'], ['address', 'location'], ['quickly', 'fast'], ['also', 'additionally'], ['if', 'in case'],
  ['specified', 'given'], ['id', 'identifier'], ['name', 'title'], ['file', 'document'], ['directory', 'folder'],
  ['message', 'note'], ['price', 'cost'], ['date', 'day'], ['start', 'begin'], ['end', 'finish'],
];
const SWAP = new Map<string, string>(SYNONYMS.flatMap(([a, b]) => [[a, b], [b, a]] as const));
const WORD = /\b[A-Za-z][a-z]+\b/g;

const withCase = (like: string, word: string) => (/^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** Every word with a synonym replaced, with probability `rate` each. */
export function reword(text: string, next: Random, rate = 0.7): string {
  return text.replace(WORD, (w) => {
    const to = SWAP.get(w.toLowerCase());
    return to && next() < rate ? withCase(w, to) : w;
  });
}

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/u).filter((s) => s.length > 0);

/** The sentences in another order (a rotation by a random amount, so the order surely changes). */
export function reorderSentences(text: string, next: Random): string {
  const s = sentencesOf(text);
  if (s.length < 2) return text;
  const by = 1 + Math.floor(next() * (s.length - 1));
  return [...s.slice(by), ...s.slice(0, by)].join(' ');
}

/** One sentence of three or more dropped, else one comma clause of a sentence, else the text as it is. */
export function dropClause(text: string, next: Random): string {
  const s = sentencesOf(text);
  if (s.length >= 3) {
    const at = Math.floor(next() * s.length);
    return s.filter((_, i) => i !== at).join(' ');
  }
  const clauses = text.split(/,\s+/u);
  if (clauses.length < 2) return text;
  const at = 1 + Math.floor(next() * (clauses.length - 1));
  return clauses.filter((_, i) => i !== at).join(', ');
}

/** Only the first sentence: the cut a generator makes to a long description. */
export const firstSentence = (text: string): string => sentencesOf(text)[0] ?? text;

const FIRST = ['Amara', 'Bjorn', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Greta', 'Hiroshi', 'Ines', 'Jonas', 'Keiko', 'Luca'];
const LAST = ['Abernathy', 'Bergstrom', 'Castellano', 'Delacroix', 'Eriksen', 'Fujimoto', 'Garrido', 'Halvorsen'];

const digitsLike = (digits: string, next: Random) => digits.replace(/\d/g, () => String(Math.floor(next() * 10)));

/** Other people, other numbers and other codes: the template filled with another customer's entities. */
export function swapEntities(text: string, next: Random): string {
  return text
    .replace(/\b[A-Z][a-z]+ [A-Z][a-z]+\b/g, () => `${pick(next, FIRST)} ${pick(next, LAST)}`)
    .replace(/\b[a-z]+_[a-z]+_?\d*\b/g, (w) => (/\d/.test(w) ? `${pick(next, FIRST).toLowerCase()}_${pick(next, LAST).toLowerCase()}_${digitsLike(w.replace(/\D/g, ''), next)}` : w))
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, () => `${pick(next, FIRST).toLowerCase()}.${pick(next, LAST).toLowerCase()}@example.org`)
    .replace(/\d+/g, (d) => digitsLike(d, next));
}

/** Syllables of the made-up language a "translation" is written in. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'qui', 'dor'];

/**
 * English function words as a translation into Spanish writes them: a real translation is in a language the
 * neighbors stage can tell is not English (core/language.ts), and this one must be too, or calibration would
 * never meet the rule that stage applies to translations.
 */
const FUNCTION_WORDS = new Map<string, string>([
  ['the', 'el'], ['and', 'y'], ['of', 'de'], ['to', 'para'], ['for', 'para'], ['with', 'con'], ['is', 'es'],
  ['my', 'mi'], ['your', 'su'], ['you', 'usted'], ['in', 'en'], ['on', 'en'], ['a', 'una'], ['an', 'una'],
  ['that', 'que'], ['from', 'del'], ['by', 'por'], ['it', 'lo'], ['but', 'pero'], ['or', 'o'],
]);

/**
 * The text as if translated: every plain lower-case word replaced by a made-up word (the same word each
 * time it occurs, so the translation is consistent), and so the first word of a sentence and the names of months
 * and days, the function words by Spanish ones, while names, codes, ids, e-mails and numbers stay as written —
 * what a real translation keeps.
 */
export function pseudoTranslate(text: string, next: Random): string {
  const lexicon = new Map<string, string>();
  const translate = (w: string) => {
    let to = FUNCTION_WORDS.get(w) ?? lexicon.get(w);
    if (!to) lexicon.set(w, (to = Array.from({ length: 1 + Math.ceil(w.length / 4) }, () => pick(next, SYLLABLES)).join('')));
    return to;
  };
  // A translator translates the names of months and days too (English capitalises them, most languages write
  // them in lower case) and the word a sentence starts with, and keeps names: a capitalised word before another.
  return text.replace(/(?<![\w@.])[A-Za-z][a-z]*(?![\w@])/g, (w, at: number) => {
    if (!/[A-Z]/.test(w.charAt(0))) return translate(w);
    if (CALENDAR.has(w)) return translate(w.toLowerCase());
    const starts = /(^|[.!?:]\s*)$/.test(text.slice(Math.max(0, at - 3), at));
    const after = /^ ([A-Z][a-z]*)/.exec(text.slice(at + w.length, at + w.length + 16))?.[1];
    if (!starts || w.length < 2 || (after !== undefined && !CALENDAR.has(after))) return w;
    const to = translate(w.toLowerCase());
    return to.charAt(0).toUpperCase() + to.slice(1);
  });
}

const CALENDAR = new Set('January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '));

/** A parameter, tool or column name renamed as a generator renames it: synonyms, casing, word order. */
export function renameIdentifier(name: string, next: Random): string {
  const words = identifierWords(name);
  if (words.length === 0) return name;
  const renamed = words.map((w) => SWAP.get(w)?.replace(/ /g, '_') ?? w).flatMap((w) => w.split('_'));
  if (renamed.join('') === words.join('') && renamed.length > 1 && next() < 0.5) renamed.reverse();
  const style = Math.floor(next() * 3);
  if (style === 0) return renamed.join('_');
  const camel = renamed.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return style === 1 ? camel : camel.charAt(0).toUpperCase() + camel.slice(1);
}
