// A Concordance load file is read as its records, one `FIELD: value` line each and a value's marked line breaks as
// lines; a text with a thorn in it that is no load file is none.
import { describe, expect, it } from 'vitest';
import { loadFileText } from './loadFileText.js';

describe('loadFileText', () => {
  it('reads the header row as field names and each record as YAML, ® as a line break, the lines before it kept', () => {
    const dat = ['PROD006.dat (Concordance load file)', 'þBEGBATESþ¶þCUSTODIANþ¶þEXTRACTEDTEXTþ', 'þNWR-0018842þ¶þþ¶þName: Yusuf Rossi®Customer: change both pending orders to purple, size S.þ'].join('\n');
    expect(loadFileText(dat)).toBe('PROD006.dat (Concordance load file)\n\nBEGBATES: NWR-0018842\n\nEXTRACTEDTEXT: |-\n  Name: Yusuf Rossi\n  Customer: change both pending orders to purple, size S.');
    expect(loadFileText('þAþ\u0014þBþ\nþ1þ\u0014þ2þ')).toBe('A: "1"\nB: "2"');
  });

  it('is null for a row alone, or a thorn in a word', () => {
    expect(loadFileText('þBEGBATESþ¶þENDBATESþ')).toBeNull();
    expect(loadFileText('Þórsmörk is þe place, þough')).toBeNull();
  });
});
