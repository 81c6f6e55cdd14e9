import { describe, expect, it } from 'vitest';
import { isAfterNow, isBeforeNow, parseInstant } from './instant';

describe('docs/product.md#subscription-states dates: instants are read the same in every time zone (decision 0010)', () => {
  it.each([
    ['offset-less date-time is UTC', '2026-06-15T12:00:00', '2026-06-15T12:00:00Z'],
    ['offset-less with milliseconds', '2026-06-15T12:00:00.250', '2026-06-15T12:00:00.250Z'],
    ['offset-less without seconds', '2026-06-15T12:00', '2026-06-15T12:00:00Z'],
    ['date only is UTC midnight', '2026-06-15', '2026-06-15T00:00:00Z'],
    ['explicit offset is honoured', '2026-06-15T14:00:00+02:00', '2026-06-15T12:00:00Z'],
  ])('%s', (_label, iso, utc) => {
    expect(parseInstant(iso)).toBe(Date.parse(utc));
  });

  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    [null, false, false],
    [undefined, false, false],
    ['not a date', false, false],
    ['2026-06-15T11:59:59Z', true, false],
    ['2026-06-15T12:00:00Z', false, false],
    ['2026-06-15T12:00:01Z', false, true],
  ])('%s: before %s, after %s', (iso, before, after) => {
    expect(isBeforeNow(iso, now)).toBe(before);
    expect(isAfterNow(iso, now)).toBe(after);
  });
});
