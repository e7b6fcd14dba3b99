// Whether a text is written in the embedding model's language (English: envsieve's model is all-MiniLM-L6-v2,
// trained on English). For a text in another language the cosine says little either way (a translation of a
// suite task scores 0.0–0.6 against it, where unrelated English tasks of its domain sit), so its evidence
// has to come from what a translator keeps as written: names, codes, numbers (keptTokens, identifiers.ts).
//
// Only "English or not?" is asked, and only where another language shows itself: most letters in a script other
// than Latin (a Han, kana or Hangul character weighing as three), or, in Latin script, the function words of other languages outnumbering English ones (on the
// real data and test/rewrites no text has between one and two times as many, so the line is not a fine one), or
// many letters with diacritics. A language
// detector (franc-min was measured) answers a harder question more slowly and less surely here: 1 ms a text (15 s
// on the real data's portfolio tasks), and 21 of the 1,760 English tasks of tau-bench and BFCL multi-turn called
// Romanian, Tagalog or Dutch. A short English fragment without function words ("Retrieve sci-fi fan fiction.", a
// JSON call) is English here, for nothing in it is another language's.

/**
 * The commonest English function words (what a sentence of English can hardly do without), but those that are
 * function words of other languages too: "a" (Portuguese, Czech), "i" and "do" (Polish), "to" (Polish, Czech),
 * "in" (German, Italian, Dutch), "me" (Spanish, French), "so" (German). A Polish request holds three of them.
 */
const ENGLISH = new Set(
  'the an and or of on for with at by from is are was were be been can could would will please you my your it this that what which does not have has need want if then also how where who when did their they he she his her its into about over all any every there as than out up our we us them should may might must just only some'.split(' '),
);

/**
 * Whether a word is one of those English function words: capitalised inside a sentence it is no name but a
 * sentence whose full stop was lost ("You do not want the  You prefer original payment", tau-bench retail test_70).
 */
export const isEnglishFunctionWord = (word: string): boolean => ENGLISH.has(word.toLowerCase());

/**
 * Function words of the languages written in Latin script that translations of agent tasks are made into
 * (German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Danish and Norwegian, Polish, Czech, Romanian,
 * Turkish, Finnish, Indonesian and Malay, Tagalog; Hungarian, Croatian, Serbian and Slovene, Lithuanian, Latvian,
 * Estonian, Swahili, Afrikaans, Basque, Welsh, Zulu, Somali, Uzbek, Maltese and Albanian, whose requests with few
 * diacritics had read as English: a Hungarian one holds them on 9% of its letters; Irish and Scottish Gaelic,
 * Luxembourgish, Catalan, Icelandic, Haitian Creole, Malagasy, Cebuano, Hausa and Javanese, of which an Irish and
 * a Luxembourgish translation of a suite task had read as English: the Irish article "an" is English's), none of
 * them an English word too (not "a", "in", "is", "an", "also", "me", "no", "per", "son", "come", "till", "min",
 * "on", "man", "my", "men", "van", "volt", "mint", "bat", nor "go", "mat", "net", "ass" or "fir", which Irish
 * and Luxembourgish write, nor Irish "dom", the web's DOM), and each written in ASCII letters, so that a word is found whole by
 * `\b` (four times faster than Unicode's letter tests, on every portfolio task of a run). Languages whose words
 * are mostly written with diacritics (Vietnamese) are told by those instead (DIACRITICS).
 */
const OTHER = new Set(
  [
    'der die das und ist nicht ich du sie wir ihr mit auf ein eine einen einem dem den des zu von bitte kannst meine mein sich auch oder aber wenn dann noch',
    'le la les et est pour avec vous je tu des du une un dans sur que qui pas mon ma mes votre vos nous peux pouvez',
    'de el los las y es para con por una del mi tu su lo se al puedes quiero pero estoy',
    'il gli e di che non sono della delle nel alla puoi vorrei anche mio mia tuo',
    'os um uma da dos ao com em meu minha seu sua pode quero',
    'het een en van niet ik je jij mijn wil kun',
    'och att som med jag inte har kan vill mitt ikke jeg og',
    'nie jest czy jak mnie oraz dla przez moje jsem prosim jsou pro',
    'este care pentru sunt mea meu vreau',
    've bir ile benim',
    'ja ei se tai jos kun mutta minun sinun olen voitko haluan',
    'dan yang untuk dengan saya anda tidak dari akan bisa tolong',
    'ang ng mga sa ako ko po',
    'egy hogy nem vagy ezt azt csak nincs kell lesz szeretnem',
    'je sam moj moja svoju svoje da ne sem za',
    'ir yra mano savo kad su',
    'un ir es mans uz ka',
    'oma minu et',
    'ya wa kwa ni za yangu wangu langu kwenye katika hii kama lakini tafadhali',
    'ek jy wil asseblief',
    'eta nire dut nahi ez',
    'yr fy yn eisiau ac mae rydw chi',
    'futhi kodwa ukuthi ngoba uma lapho ngifuna',
    'iyo oo waa aan ayaa waxaan',
    'va uchun bilan mening sizning',
    'huwa li fuq tal ta biex minn',
    'dhe nje une',
    'agus ag liom mhaith leis nach bhfuil ina tha airson leam',
    'vun datt iech ginn hutt ech wann',
    'amb els vull aquest aquesta',
    'ekki mig vil hvar',
    'mwen nan yon pou ak',
    'ny aho ianao amin',
    'ug nga',
    'kuma',
    'aku kowe lan',
  ].join(' ').split(' '),
);

/** One expression for each list, matching its words whole, in any case. */
const wordsOf = (words: Set<string>) => new RegExp(`\\b(?:${[...words].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');
const ENGLISH_WORD = wordsOf(ENGLISH);
const OTHER_WORD = wordsOf(OTHER);
const LETTER = /\p{L}/gu;
const LATIN_LETTER = /\p{sc=Latin}/gu;
/**
 * Characters of the scripts in which one stands for a syllable or a word (Han, kana, Hangul), written without
 * spaces between words; textTokens.ts cuts them out, for they never belong to an identifier. Here each weighs
 * as much as SYLLABLE_LETTERS Latin letters (an English word averages under five, a syllable two or three), so
 * a Chinese request quoting the English names it acts on ('Documents', 'summary.txt', 'quantum computing', 80
 * Latin letters beside 78 Han characters) is not taken for English by its letter count.
 */
export const SYLLABIC = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/gu;
const SYLLABLE_LETTERS = 3;
const ASCII = /^[\x00-\x7f]*$/;
const BEYOND_ASCII = /[^\x00-\x7f]/g;
/** Latin letters with diacritics (Latin-1 to Latin Extended Additional, where Vietnamese's are), and Azerbaijani's ə. */
const DIACRITIC = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0259\u1e00-\u1eff]/g;
/**
 * A share of the Latin letters carrying diacritics from which a text is not English: Vietnamese writes a third of
 * its letters so, Hungarian and Czech a tenth, while an English text with names ("José", "Zoë") has a few in a
 * hundred at most.
 */
const DIACRITICS = 0.1;
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
    const weight = letters + (SYLLABLE_LETTERS - 1) * (text.match(SYLLABIC)?.length ?? 0);
    if (latin * 2 < weight) return false;
    // Not in a short text, where one name carries them ("play me cha cha cha by käärijä").
    if (latin >= 40 && (text.match(DIACRITIC)?.length ?? 0) >= DIACRITICS * latin) return false;
    // `\b` knows only ASCII letters: "peça" would hold the word "a". A letter beyond ASCII joins its word.
    text = text.replace(BEYOND_ASCII, 'x');
  }
  // Most texts are English and hold fewer than two of the other languages' words: one scan answers for them.
  const other = text.match(OTHER_WORD)?.length ?? 0;
  if (other < 2) return true;
  return other <= (text.match(ENGLISH_WORD)?.length ?? 0);
}
