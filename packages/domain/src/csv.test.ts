import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv';

describe('CSV fields as RFC 4180 escapes them', () => {
  it.each([
    ['plain text', 'INV-100001', 'INV-100001'],
    ['a decimal amount', '12.95', '12.95'],
    ['a negative amount stays a number', '-0.05', '-0.05'],
    ['a number', 1900, '1900'],
    ['nothing', null, ''],
    ['undefined', undefined, ''],
    ['empty', '', ''],
    ['a comma', 'Berlin, DE', '"Berlin, DE"'],
    ['a double quote', 'said "no"', '"said ""no"""'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a CRLF', 'a\r\nb', '"a\r\nb"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading plus', '+1 call me', "'+1 call me"],
    ['a leading minus that is no number', '-rm', "'-rm"],
    ['a leading at', '@SUM(A1)', "'@SUM(A1)"],
    ['unicode', 'Überweisung €', 'Überweisung €'],
  ] as const)('%s', (_label, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes a header and records, each ended by CRLF', () => {
    expect(
      csvDocument(
        ['number', 'reason'],
        [
          ['1', 'a, b'],
          ['2', null],
        ],
      ),
    ).toBe('number,reason\r\n1,"a, b"\r\n2,\r\n');
  });
});
