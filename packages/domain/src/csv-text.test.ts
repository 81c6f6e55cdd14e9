import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv-text';

describe('CSV fields a spreadsheet reads back as written', () => {
  it.each([
    ['ABCD2345EFGH6789', 'ABCD2345EFGH6789'],
    ['Burrow VPN, Premium', '"Burrow VPN, Premium"'],
    ['the "best" plan', '"the ""best"" plan"'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1', "'-1"],
    ['@SUM', "'@SUM"],
    [12, '12'],
    [-3, '-3'],
    [null, ''],
    ['', ''],
  ])('%o → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends every row with CRLF', () => {
    expect(
      csvText([
        ['code', 'plan'],
        ['A', 'B, C'],
      ]),
    ).toBe('code,plan\r\nA,"B, C"\r\n');
  });
});
