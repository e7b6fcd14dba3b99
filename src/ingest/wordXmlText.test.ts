// A word processor's XML read raw, as its document reads: paragraphs as lines, runs split mid-word joined.
import { describe, expect, it } from 'vitest';
import { taskTextAsRead } from './record.js';
import { wordXmlText } from './wordXmlText.js';

const docx = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Persona card</w:t></w:r></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">Cancel reser</w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:rPr><w:b/></w:rPr><w:t>vation</w:t></w:r>',
  '<w:r><w:t xml:space="preserve"> 3FRNYZ</w:t></w:r><w:del w:id="1"><w:r><w:delText> and keep it</w:delText></w:r></w:del><w:r><w:tab/><w:t>for mia_garcia_4516 &amp; her son.</w:t></w:r></w:p>',
  '</w:body></w:document>',
].join('\n');

describe('wordXmlText', () => {
  it("reads a DOCX's document.xml as its paragraphs, runs split mid-word joined, deletions left out", () => {
    expect(wordXmlText(docx)).toBe('Persona card\nCancel reservation 3FRNYZ for mia_garcia_4516 & her son.');
    expect(taskTextAsRead(docx)).toBe('Persona card\nCancel reservation 3FRNYZ for mia_garcia_4516 & her son.');
  });

  it("reads an ODT's content.xml, its spans inline and its headings as lines", () => {
    const odt = '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:h>Brief</text:h><text:p>Send <text:span>USR002</text:span> the message<text:s/>\'update the system\'.</text:p></office:text></office:body></office:document-content>';
    expect(wordXmlText(odt)).toBe("Brief\nSend USR002 the message 'update the system'.");
  });

  it("reads a PPTX slide's or notes page's XML as its DrawingML paragraphs, runs split mid-word joined", () => {
    const slide = '<p:sld xmlns:a="a" xmlns:p="p"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Rename project_pl</a:t></a:r><a:r><a:rPr b="1"/><a:t>an.md</a:t></a:r><a:br/><a:r><a:t>to project_overview.md</a:t></a:r></a:p><a:p><a:r><a:t>Then open a ticket.</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>';
    expect(wordXmlText(slide)).toBe('Rename project_plan.md\nto project_overview.md\nThen open a ticket.');
    expect(wordXmlText('<a:p><a:r><a:t>a DrawingML fragment alone</a:t></a:r></a:p>')).toBeNull();
  });

  it('is null for other XML and for prose mentioning a tag', () => {
    expect(wordXmlText('<note><to>Tove</to><body>Cancel my order.</body></note>')).toBeNull();
    expect(wordXmlText('Why does my <w:t> element lose its spaces?')).toBeNull();
  });
});
