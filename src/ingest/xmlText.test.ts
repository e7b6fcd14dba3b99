// An XML document is read as the words it holds, so that an OCR page, a UI dump or a caption file is compared by
// what it says rather than by its coordinates and class names.
import { describe, expect, it } from 'vitest';
import { xmlText } from './xmlText.js';

describe('xmlText', () => {
  it("reads an ALTO page's words as its lines, the coordinates, confidences and element ids left out", () => {
    const alto = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Layout><Page ID="p0" WIDTH="2480"><PrintSpace>',
      '<TextBlock ID="block_0" HPOS="170"><TextLine ID="line_0">',
      '<String ID="string_0" HPOS="178" WC="0.88" CONTENT="user"/><SP WIDTH="16"/><String ID="string_1" CONTENT="id:"/><SP/><String ID="string_2" CONTENT="james_lee_6136"/>',
      '</TextLine><TextLine ID="line_1"><String ID="string_3" CONTENT="Change"/><SP/><String ID="string_4" CONTENT="reservation"/><SP/><String ID="string_5" CONTENT="XEWRD9"/></TextLine>',
      '</TextBlock></PrintSpace></Page></Layout></alto>',
    ].join('\n');
    expect(xmlText(alto)).toBe('user id: james_lee_6136\nChange reservation XEWRD9');
  });

  it("leaves out an element's value that is a time stamp or a duration, and keeps numbers", () => {
    const unload = '<unload><sys_journal_field><sys_created_on>2026-11-03 09:08:17</sys_created_on><Duration>PT4H0M0S</Duration><quantity>2</quantity><value>Move my return out of SFO back by a day.</value></sys_journal_field></unload>';
    expect(xmlText(unload)).toBe('2\nMove my return out of SFO back by a day.');
  });

  it("reads JSX-like markup's attribute expressions holding a string as that string, and leaves out the others", () => {
    const rsx = [
      '<Screen id="scenarioR057" _hashParams={[]} title="Sim customer R-057">',
      '  <KeyValue id="kvIdentity" data={{ user_id: "ivan_hernandez_6923", zip: "92133" }} />',
      '  <TextArea id="txtBrief" label="Persona brief" readOnly={true} value={`You are ivan_hernandez_6923.',
      'Ask when order W4284542 will arrive; say "thanks" at the end.`} />',
      '  <Button id="btnStart" text={"Start simulated chat"} onClick={() => run({ id: 1 })} />',
      '</Screen>',
    ].join('\n');
    expect(xmlText(rsx)).toBe('Sim customer R-057\nPersona brief You are ivan_hernandez_6923. Ask when order W4284542 will arrive; say "thanks" at the end.\nStart simulated chat');
    expect(xmlText('<survey><question label="Total x={a} so far" /><question label="Second field" /><question label="Third" /></survey>')).toBe('Total x={a} so far\nSecond field\nThird');
  });

  it("reads a uiautomator dump as its controls' text and descriptions, once each, not its classes, bounds or resource ids", () => {
    const dump = [
      "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">",
      '<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.shop.app" content-desc="" enabled="true" bounds="[0,0][1080,2400]">',
      '<node index="0" text="Order #W2378156" resource-id="com.shop.app:id/title" class="android.widget.TextView" package="com.shop.app" content-desc="Order #W2378156" bounds="[0,126][1080,200]"/>',
      '<node index="1" text="Return the keyboard and refund it to my PayPal" resource-id="com.shop.app:id/message" class="android.widget.EditText" package="com.shop.app" content-desc="" bounds="[0,200][1080,300]"/>',
      '<node index="2" text="" resource-id="com.shop.app:id/send" class="android.widget.ImageButton" package="com.shop.app" content-desc="Send" bounds="[900,300][1080,400]"/>',
      '</node></hierarchy>',
    ].join('');
    expect(xmlText(dump)).toBe('Order #W2378156\nReturn the keyboard and refund it to my PayPal\nSend');
  });

  it("reads a TTML caption file's paragraphs as lines, a line break inside one as a space, and keeps its comments", () => {
    const ttml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">',
      '<head><styling><style xml:id="s0" tts:color="white" tts:backgroundColor="#000000c0"/></styling><layout><region xml:id="r0" tts:origin="5% 78%"/></layout></head>',
      '<!-- call 3140, caller only -->',
      '<body region="r0"><div><p begin="00:00:00.500" end="00:00:03.400">My user id is <span tts:fontStyle="italic">chen_lee_6825</span>.</p>',
      '<p begin="00:00:03.600" end="00:00:07.800">I fly Boston to Minneapolis,<br/>reservation YAX4DR.</p></div></body></tt>',
    ].join('\n');
    expect(xmlText(ttml)).toBe('call 3140, caller only\nMy user id is chen_lee_6825.\nI fly Boston to Minneapolis, reservation YAX4DR.');
  });

  it("keeps an XML record's identifying attribute values and reads a CDATA section holding markup as its text", () => {
    const record = '<export><order id="o1" number="W2378156" status="pending"><note><![CDATA[<div>Swap the <b>keyboard</b></div><div>for a quieter one</div>]]></note></order></export>';
    expect(xmlText(record)).toBe('W2378156\nSwap the keyboard\nfor a quieter one');
  });

  it('reads a document after the command that printed it, the command kept, and not prose before a lone tag', () => {
    const printed = "$ unzip -p s.docx docProps/core.xml | xmllint --format -\n<?xml version=\"1.0\"?>\n<cp:coreProperties xmlns:cp=\"x\">\n  <dc:title>Session 010</dc:title>\n  <dc:description>Make a directory called 'Projects'.</dc:description>\n</cp:coreProperties>";
    expect(xmlText(printed)).toBe("$ unzip -p s.docx docProps/core.xml | xmllint --format -\n\nSession 010\nMake a directory called 'Projects'.");
    expect(xmlText('Please file this:\n<note>Cancel order #W2378156</note>')).toBeNull();
  });

  it('leaves HTML (htmlText.ts reads it), prose that mentions tags and a lone element', () => {
    expect(xmlText('<?xml version="1.0"?><!DOCTYPE html><html><body><p>a</p><p>b</p><p>c</p></body></html>')).toBeNull();
    expect(xmlText('<div><p>Cancel the order</p></div>')).toBeNull();
    expect(xmlText('Use <b>bold</b> in the note and send it to Julia.')).toBeNull();
    expect(xmlText('<note>Cancel order #W2378156</note>')).toBeNull();
  });
});
