// An HL7 v2 message is read as its segments' values, the fields of words on lines of their own and HL7's escapes
// undone; any other text with pipes in it is none.
import { describe, expect, it } from 'vitest';
import { hl7Text } from './hl7Text.js';

describe('hl7Text', () => {
  it("reads each segment's values on a line, its fields of words on lines of their own, components apart by spaces", () => {
    const message = [
      'MSH|^~\\&|CARECOORD|RIVERBEND_FM|ASSIST_MEM|RIVERBEND_FM|20250314091522||ORU^R01|RBFM0314-0091|P|2.5.1',
      'PID|1||RB448120^^^RBFM^MR||GONZALEZ^YUSUF',
      'NTE|1|P|Which of the patient\'s problems ended with a trip to the emergency room \\F\\ and when?',
    ].join('\r');
    expect(hl7Text(message)).toBe(
      ['CARECOORD RIVERBEND_FM ASSIST_MEM RIVERBEND_FM 20250314091522 ORU R01 RBFM0314-0091 P 2.5.1', '1 RB448120 RBFM MR GONZALEZ YUSUF', '1 P', "Which of the patient's problems ended with a trip to the emergency room | and when?"].join('\n'),
    );
  });

  it('keeps lines before the header as written, and is null for a header alone or a table of pipes', () => {
    const noted = 'Inbound from the lab:\nMSH|^~\\&|LAB|A|B|C|202501010000||ORU^R01|X1|P|2.5\nOBX|1|TX|NOTE||Call the patient back about the results today please';
    expect(hl7Text(noted)?.split('\n')).toEqual(['Inbound from the lab:', 'LAB A B C 202501010000 ORU R01 X1 P 2.5', '1 TX NOTE', 'Call the patient back about the results today please']);
    expect(hl7Text('MSH|^~\\&|LAB|A')).toBeNull();
    expect(hl7Text('| id | name |\n|---|---|\n| 1 | MSH unit |')).toBeNull();
  });
});
