// Whether a text is written in the embedding model's language (English: envsieve's model is all-MiniLM-L6-v2,
// trained on English). For a text in another language the cosine says little either way (a translation of a
// suite task scores 0.0–0.6 against it, where unrelated English tasks of its domain sit), so its evidence
// has to come from what a translator keeps as written: names, codes, numbers (keptTokens, identifiers.ts).
//
// Only "English or not?" is asked, and only where another language shows itself: most letters in a script other
// than Latin, or, in Latin script, the function words of another language outnumbering English ones. A language
// detector (franc-min was measured) answers a harder question more slowly and less surely here: 1 ms a text (15 s
// on the real data's portfolio tasks), and 21 of the 1,760 English tasks of tau-bench and BFCL multi-turn called
// Romanian, Tagalog or Dutch. A short English fragment without function words ("Retrieve sci-fi fan fiction.", a
// JSON call) is English here, for nothing in it is another language's.

/** The commonest English function words (what a sentence of English can hardly do without). */
const ENGLISH = new Set(
  'the a an and or of to in on for with at by from is are was were be been can could would will please i you my me your it this that what which do does not have has need want so if then also how where who when did their they he she his her its into about over all any every there as than out up our we us them should may might must just only some'.split(' '),
);

/**
 * Function words of the languages written in Latin script that translations of agent tasks are most often made
 * into (German, French, Spanish, Italian, Portuguese, Dutch), none of them an English word too (not "a", "in",
 * "is", "an", "also", "me", "no", "per", "son", "come"), and each written in ASCII letters, so that a word is
 * found whole by `\b` (four times faster than Unicode's letter tests, on every portfolio task of a run).
 */
const OTHER = new Set(
  [
    'der die das und ist nicht ich du sie wir ihr mit auf ein eine einen einem dem den des zu von bitte kannst meine mein sich auch oder aber wenn dann noch',
    'le la les et est pour avec vous je tu des du une un dans sur que qui pas mon ma mes votre vos nous peux pouvez',
    'de el los las y es para con por una del mi tu su lo se al puedes quiero pero estoy',
    'il gli e di che non sono della delle nel alla puoi vorrei anche mio mia tuo',
    'os um uma da dos ao com em meu minha seu sua pode quero',
    'het een en van niet ik je jij mijn wil kun',
  ].join(' ').split(' '),
);

/** One expression for each list, matching its words whole, in any case. */
const wordsOf = (words: Set<string>) => new RegExp(`\\b(?:${[...words].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');
const ENGLISH_WORD = wordsOf(ENGLISH);
const OTHER_WORD = wordsOf(OTHER);
const LETTER = /\p{L}/gu;
const LATIN_LETTER = /\p{sc=Latin}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const BEYOND_ASCII = /[^\x00-\x7f]/g;
/**
 * Characters read: a language shows in its first sentence or two, and the real data's tasks run to thousands of
 * characters (a conversation's whole log), which read whole cost the neighbors stage 0.2 s.
 */
const SAMPLE = 400;

/** Whether `text` is in the model's language, or too little of it says otherwise (see the module comment). */
export function inModelLanguage(whole: string): boolean {
  let text = whole.length > SAMPLE ? whole.slice(0, SAMPLE) : whole;
  // ASCII letters are Latin; counting another script's letters is needed only beyond it.
  if (!ASCII.test(text)) {
    const letters = text.match(LETTER)?.length ?? 0;
    if (letters === 0) return true;
    const latin = text.match(LATIN_LETTER)?.length ?? 0;
    if (latin * 2 < letters) return false;
    // `\b` knows only ASCII letters: "peça" would hold the word "a". A letter beyond ASCII joins its word.
    text = text.replace(BEYOND_ASCII, 'x');
  }
  // Most texts are English and hold fewer than two of the other languages' words: one scan answers for them.
  const other = text.match(OTHER_WORD)?.length ?? 0;
  if (other < 2) return true;
  return other <= 2 * (text.match(ENGLISH_WORD)?.length ?? 0);
}
