// Choosing among an item's weighed tokens (scoring/tokenIndex.ts WeighedTokens) for the evidence channels:
// which n-grams propose candidates, which identifiers of a translation count, and a name listed once.
import { isStrongIdentifier, type WeighedTokens } from '../scoring/index.js';

/** The `count` heaviest of the tokens the index holds (a token no suite item has proposes nothing). */
export function rarest(weighed: WeighedTokens<number>, count: number, held: (token: number) => boolean): number[] {
  const tokens: Array<readonly [number, number]> = [];
  for (let i = 0; i < weighed.tokens.length; i++) {
    const token = weighed.tokens[i] as number;
    if (weighed.held ? weighed.held[i] : held(token)) tokens.push([token, weighed.weights[i] as number]);
  }
  if (tokens.length <= count) return tokens.map(([token]) => token);
  return tokens
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([token]) => token);
}

/**
 * The identifiers of a task not in the model's language but the names and codes no suite item holds: such a
 * text capitalises phrases of its own — German every noun, so "meiner Heimatstadt Oakendale" reads as one
 * name, and a translator's "Business Class" where the original wrote "business class" — and, weighing as
 * much as the rarest identifier, they halved the share its original's card id and ticket title carry (a
 * German translation of BFCL's ticket task 190 was not related). An unseen strong identifier (digits, an
 * e-mail) stays: a new order number is a sign of a new task in any language.
 */
export function withoutOwnNames(ids: WeighedTokens): WeighedTokens {
  return withoutUnheld(ids, () => true);
}

/**
 * The identifiers of a task in the model's language but those no suite item holds that name no record: a name
 * written wholly in another script, and a code of five letters or fewer, an acronym. A translation set in an
 * English frame (a tau2-bench scenario's keys and notes around its Chechen turns) writes the customer's name in
 * Cyrillic, which no suite record is written in; a professional's shorthand is full of acronyms of its trade
 * (`PAX`, `FOP`, `EXCH`, `RMA`) beside the customer's user id and zip code. Unheld, each weighed as the rarest
 * identifier and halved the share the kept records carry. A name in Latin letters, a longer code and anything with
 * digits stay: a new customer or reservation of an English task is a new record — but for a text written in
 * capitals (`inCapitals`), whose every word reads as a code: there an unheld word of letters alone is a word
 * ("CALLSIGN", "OBJECTIVE", "TRANSMISSIONS" of a radio brief around its original's user id). So is one the suite
 * writes as a word in lower case (`isWord`) in a text with case: a heading in capitals over a suite task ("MEMBER
 * SERVICES TICKET", "BLUEWATER YACHT MANAGEMENT") weighed its longer words as the rarest codes, and the kept user
 * id carried half the weight it carries without them. A code of letters the suite never writes as a word
 * (`HXDUBJ`) stays.
 */
export function withoutNonRecords(ids: WeighedTokens, isWord: (token: string) => boolean, inCapitals = false): WeighedTokens {
  return withoutUnheld(ids, (token) => !/[a-z0-9]/i.test(token) || ACRONYM.test(token) || (LETTERS.test(token) && (inCapitals || isWord(token))));
}

/**
 * The identifiers of a text written in capitals but its words of letters alone that the suite writes as words,
 * in lower case, held or not: a suite task's emphasis ("ONLY", "NOT") holds "only" as an identifier, which the
 * radio brief's "OBJECTIVE TWO: FLIGHTS UNDER 3 HOURS STAY. … SHORT TRANSMISSIONS ONLY" then shared, weighing against
 * the user id it keeps. A code the suite writes only in capitals (`JFK`, a reservation code of letters) stays.
 */
export function withoutWords(ids: WeighedTokens, isWord: (token: string) => boolean): WeighedTokens {
  return keeping(ids, ids.tokens.map((token) => !LETTERS.test(token) || !isWord(token)));
}

/** A word of letters alone: in a text written in capitals (scoring's writtenInCapitals), a word, not a code. */
const LETTERS = /^[a-z]+$/;

/** A code of letters alone, five or fewer (identifiers are lower-cased): an acronym, where records run longer or hold digits. */
const ACRONYM = /^[a-z]{1,5}$/;

/** The tokens but those no suite item holds that `drop` names, a strong identifier (digits, an e-mail) always kept. */
function withoutUnheld(ids: WeighedTokens, drop: (token: string) => boolean): WeighedTokens {
  const held = ids.held;
  if (!held || held.every(Boolean)) return ids;
  return keeping(ids, ids.tokens.map((token, i) => held[i] === true || isStrongIdentifier(token) || !drop(token)));
}

/** The tokens `keep` marks, with their weights, total and held marks; the tokens themselves when it marks all. */
function keeping(ids: WeighedTokens, keep: readonly boolean[]): WeighedTokens {
  if (keep.every(Boolean)) return ids;
  const weights = ids.weights.filter((_, i) => keep[i]);
  return { tokens: ids.tokens.filter((_, i) => keep[i]), weights, total: weights.reduce((a, b) => a + b, 0), ...(ids.held ? { held: ids.held.filter((_, i) => keep[i]) } : {}) };
}

/**
 * The tokens but the tails of names among them ("york city" beside "new york city"; identifiers() keeps a name
 * without its first word too), in their order. Only a tail: "las" beside "las vegas" is LAS, an airport code.
 */
export function withoutTails(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !tokens.some((other) => other.endsWith(` ${token}`)));
}
