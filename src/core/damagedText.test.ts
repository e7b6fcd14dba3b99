// Text as pipelines damage it (escaped logs, HTML pages, mojibake, tokenizer dumps, PDF line breaks), read as written.
import { describe, expect, it } from 'vitest';
import { repairedText } from './damagedText.js';
import { plainText } from './plainText.js';

describe('repairedText', () => {
  it('undoes JSON escapes once per level of serialization, and leaves a path or a lone \\n alone', () => {
    expect(repairedText(String.raw`INFO loaded {\"instruction\": \"You're Mei Davis.\\nThe chair is broken.\"}`)).toBe('INFO loaded {"instruction": "You\'re Mei Davis.\nThe chair is broken."}');
    expect(repairedText(String.raw`goal: \"rezerv\u0113ji lidojumu\"`)).toBe('goal: "rezervēji lidojumu"');
    expect(repairedText(String.raw`Copy C:\new\table to D:\backup`)).toBe(String.raw`Copy C:\new\table to D:\backup`);
    expect(repairedText(String.raw`{\"path\": \"C:\\Users\\new\"}`)).toBe(String.raw`{"path": "C:\Users\new"}`);
    expect(repairedText('Type \\n for a new line')).toBe('Type \\n for a new line');
  });

  it('decodes HTML character references, twice-escaped ones too, and <br> as a line break', () => {
    expect(repairedText('You&#39;d cancel IFOYYZ &amp; NQNU5R on your credit&nbsp;card.<br>\nEnd with &quot;thanks&quot;')).toBe('You\'d cancel IFOYYZ & NQNU5R on your credit\u00a0card.\nEnd with "thanks"');
    expect(repairedText('name &amp;amp; id &amp;#8212; all&lt;br&gt;Takes none.')).toBe('name & id — all\nTakes none.');
    expect(repairedText('a < b & c')).toBe('a < b & c');
  });

  it('repairs UTF-8 read as Windows-1252 and leaves Latin-1 words alone', () => {
    expect(repairedText('Your nameâ€™s Sofia, zipÂ\u00a0code 98193 â€” a cafÃ© order')).toBe('Your name’s Sofia, zip\u00a0code 98193 — a café order');
    expect(repairedText('Un café à Paris, naïve façade')).toBe('Un café à Paris, naïve façade');
  });

  it('joins SentencePiece and byte-level BPE dumps back into text', () => {
    expect(repairedText("▁Show ▁me ▁every ▁file ▁in ▁the ▁' / temp ' ▁direct ory . <0x0A> ▁Then ▁post ▁it .")).toBe("Show me every file in the '/temp' directory.\nThen post it.");
    expect(repairedText('▁File▁system▁tool▁for▁basic▁file▁operations.')).toBe('File system tool for basic file operations.');
    expect(repairedText("I 'd Ġlike Ġto Ġfollow ĠZeta ĠCorp 's Ġstock . Ċ ĠI Ġ( user Ġid ĠUS R 001 ) Ġneed Ġcaf Ã© Ġtime")).toBe("I'd like to follow Zeta Corp's stock.\n I (user id USR001) need café time");
    expect(repairedText('A Ġ in a name: Ġabc')).toBe('A Ġ in a name: Ġabc');
  });

  it("joins WordPiece and subword-nmt BPE pieces back into words, BERT's special tokens dropped, and leaves a heading or a lone mark", () => {
    expect(repairedText("[CLS] please put qu ##asar ltd . on my watch ##list . [SEP] then show the watch ##list . [SEP]")).toBe('please put quasar ltd . on my watchlist .\nthen show the watchlist .');
    expect(repairedText("written as ' factor@@ 1 , factor@@ 2 , fac@@ tor@@ 3 '")).toBe("written as ' factor1 , factor2 , factor3 '");
    expect(repairedText('## Steps\nCall ##support or mail me@@ example')).toBe('## Steps\nCall ##support or mail me@@ example');
  });

  it('joins a word hyphenated at a line end, not a dash before a capital or a list', () => {
    expect(repairedText('the reser-\nvation of dai-\nki_lee_6144 for a non-\n  stop flight')).toBe('the reservation of daiki_lee_6144 for a nonstop flight');
    expect(repairedText('Paris -\nLondon\nitems:\n- one')).toBe('Paris -\nLondon\nitems:\n- one');
  });

  it("reads a terminal's raw output as its screen shows it: colours dropped, rows as lines, a spinner's frames as what they show last", () => {
    const chat = '\u001b[1;32m>\u001b[0m Find NVDA\'s price.\r\n\u001b[33m⠋\u001b[0m thinking…\r\u001b[33m⠙\u001b[0m thinking…\r\u001b[2K\u001b[2m→ get_stock_info(symbol="NVDA")\u001b[0m\r\n';
    expect(repairedText(chat)).toBe('> Find NVDA\'s price.\n→ get_stock_info(symbol="NVDA")\n');
    const screen = '\u001b]0;persona tool\u0007\u001b[?1049h\u001b(B\u001b[H\u001b[2J\u001b[1;2H Persona: Sophia Martin\u001b[2;2HE-mail:\u001b[3Csophia.martin4832@example.com';
    expect(repairedText(screen)).toBe('\n\n\n Persona: Sophia Martin\nE-mail: sophia.martin4832@example.com');
    expect(repairedText('\u001b[A\u001b[B')).toBe('\u001b[A\u001b[B');
  });

  it('leaves undamaged text as it is', () => {
    const text = 'You are Yusuf Rossi in 19122. Exchange order #W2378156 & keep the receipt <as is>.';
    expect(repairedText(text)).toBe(text);
  });
});

describe('plainText', () => {
  it('reads ligatures and full-width forms as their letters (NFKC)', () => {
    expect(plainText('ﬂight ﬁle ＩＤ：ｓｏｐｈｉａ＿ｓｉｌｖａ＿７５５７')).toBe('flight file ID:sophia_silva_7557');
  });
});
