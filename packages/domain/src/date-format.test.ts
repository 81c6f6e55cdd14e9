import { describe, expect, it } from 'vitest';
import { formatDay } from './date-format';

describe('a day written out for the reader’s language', () => {
  it.each([
    ['en', 'June 15, 2027'],
    ['de', '15. Juni 2027'],
    ['fr', '15 juin 2027'],
    ['ja', '2027年6月15日'],
  ])('%s → %s', (locale, expected) => {
    expect(formatDay(new Date('2027-06-15T12:00:00Z'), locale)).toBe(expected);
  });

  it('counts UTC days, whatever the time of day or the server’s time zone', () => {
    expect(formatDay(new Date('2027-06-15T23:59:59Z'), 'en')).toBe('June 15, 2027');
    expect(formatDay('2027-06-15T00:00:00Z', 'en')).toBe('June 15, 2027');
    expect(formatDay('2027-06-15T00:30:00', 'en')).toBe('June 15, 2027');
  });
});
