// A byte dump (xxd, hexdump -C, od -c) is read as the text its bytes decode to, the lines around it kept; a line
// of hex alone, or a text without a dump, is none.
import { describe, expect, it } from 'vitest';
import { hexDumpText } from './hexDumpText.js';

const TEXT = 'Cancel order #W2378156, please.\nThanks \u2014 Ana';

describe('hexDumpText', () => {
  it('decodes xxd, hexdump -C and od -c output (as the tools print it) from the bytes, not the gutter', () => {
    const dumps = ["00000000: 4361 6e63 656c 206f 7264 6572 2023 5732  Cancel order #W2\n00000010: 3337 3831 3536 2c20 706c 6561 7365 2e0a  378156, please..\n00000020: 5468 616e 6b73 20e2 8094 2041 6e61       Thanks ... Ana\n", "00000000  43 61 6e 63 65 6c 20 6f  72 64 65 72 20 23 57 32  |Cancel order #W2|\n00000010  33 37 38 31 35 36 2c 20  70 6c 65 61 73 65 2e 0a  |378156, please..|\n00000020  54 68 61 6e 6b 73 20 e2  80 94 20 41 6e 61        |Thanks ... Ana|\n0000002e\n", "0000000   C   a   n   c   e   l       o   r   d   e   r       #   W   2\n0000020   3   7   8   1   5   6   ,       p   l   e   a   s   e   .  \\n\n0000040   T   h   a   n   k   s     342 200 224       A   n   a\n0000056\n"];
    for (const dump of dumps) expect(hexDumpText(`$ dump ticket.txt\n${dump.trimEnd()}`)).toBe(`$ dump ticket.txt\n${TEXT}`);
  });

  it('is null for a text without a dump, or one line of hex', () => {
    expect(hexDumpText('Cancel order #W2378156, please.')).toBeNull();
    expect(hexDumpText("00000000: 4361 6e63 656c 206f 7264 6572 2023 5732  Cancel order #W2")).toBeNull();
    expect(hexDumpText('0000001 is the first id\n0000002 is the second')).toBeNull();
    expect(hexDumpText('1234567 a b c\n1234570 d e f')).toBeNull();
  });
});
