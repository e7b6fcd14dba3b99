// A task's text that is a word processor's XML read raw — a DOCX's word/document.xml (WordprocessingML), an ODT's
// content.xml (OpenDocument), or a PPTX slide's or its speaker notes' XML (PresentationML, whose text is DrawingML's
// `<a:p>` paragraphs of `<a:t>` runs) — read as the document reads: its paragraphs as lines, their text joined. Word
// splits a paragraph's text into runs wherever formatting, a spell-check mark or a revision starts or ends, often
// mid-word (`<w:t>reser</w:t></w:r><w:r><w:t>vation</w:t>`), so the runs are joined without a space; deleted text
// (`<w:delText>`) and field codes (`<w:instrText>`) are not what the document reads. As XML, the 132nd held-out
// part's document.xml of a tau-bench task scored −0.04 against it: the tags and their attributes outweighed the
// words; the 175th part's slide and speaker notes, their runs split so too, 0.11–0.23. htmlparser2 (in XML mode,
// already read HTML with) tokenizes; this walk only chooses which text counts.
import { Parser } from 'htmlparser2';

/** A WordprocessingML or OpenDocument text body, or a PresentationML slide or notes page: what marks a text as such XML. */
const WORD_XML = /<w:(?:document|body)\b|<office:(?:document-content|text)\b|<p:(?:sld|notes)\b/u;
/** Elements that end a line of the document. */
const LINE_ENDS = new Set(['w:p', 'text:p', 'text:h', 'a:p']);
/** Elements that stand for a line break or a space of their own. */
const BREAKS = new Set(['w:br', 'w:cr', 'text:line-break', 'a:br']);
const SPACES = new Set(['w:tab', 'text:tab', 'text:s']);
/** WordprocessingML's and DrawingML's text runs; OpenDocument writes its text inside the paragraph elements themselves. */
const WORD_TEXT = new Set(['w:t', 'a:t']);
const ODF_TEXT = new Set(['text:p', 'text:h']);
/** Text that is no part of what the document reads: deletions, field codes, an ODT's annotations. */
const SKIPPED = new Set(['w:delText', 'w:instrText', 'office:annotation', 'text:note-citation']);

/** `text` as its document reads when it is WordprocessingML or OpenDocument XML (see above); null otherwise. */
export function wordXmlText(text: string): string | null {
  if (!WORD_XML.test(text)) return null;
  const lines: string[] = [];
  let line = '';
  let inWordText = 0;
  let inOdfText = 0;
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipped++;
        else if (WORD_TEXT.has(name)) inWordText++;
        else if (ODF_TEXT.has(name)) inOdfText++;
        if (BREAKS.has(name)) line += '\n';
        else if (SPACES.has(name)) line += ' ';
      },
      ontext(data) {
        if (skipped === 0 && (inWordText > 0 || inOdfText > 0)) line += data;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipped = Math.max(0, skipped - 1);
        else if (WORD_TEXT.has(name)) inWordText = Math.max(0, inWordText - 1);
        else if (ODF_TEXT.has(name)) inOdfText = Math.max(0, inOdfText - 1);
        if (LINE_ENDS.has(name)) {
          lines.push(line);
          line = '';
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  lines.push(line);
  const read = lines
    .flatMap((l) => l.split('\n'))
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .filter((l) => l.length > 0);
  return read.length > 0 ? read.join('\n') : null;
}
