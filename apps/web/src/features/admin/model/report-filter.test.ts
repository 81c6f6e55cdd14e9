import { describe, expect, it } from 'vitest';
import { customRangeError, filterFromParams, formatRate, presetOf } from './report-filter';

const now = new Date('2026-11-27T09:00:00Z');

describe('the reports page’s range', () => {
  it.each([
    [
      'nothing asked: the last 30 days',
      '',
      { from: '2026-10-29', to: '2026-11-27', storefront: '' },
    ],
    [
      'a range and a storefront',
      'from=2026-01-01&to=2026-03-31&storefront=burrow',
      { from: '2026-01-01', to: '2026-03-31', storefront: 'burrow' },
    ],
    [
      'a broken range: the default',
      'from=2026-05-01&to=2026-04-01',
      { from: '2026-10-29', to: '2026-11-27', storefront: '' },
    ],
  ] as const)('%s', (_label, search, expected) => {
    expect(filterFromParams(new URLSearchParams(search), now)).toEqual(expected);
  });

  it.each([
    [{ from: '2026-11-21', to: '2026-11-27', storefront: '' }, 7],
    [{ from: '2026-08-30', to: '2026-11-27', storefront: '' }, 90],
    [{ from: '2026-11-20', to: '2026-11-26', storefront: '' }, null],
  ] as const)('%j is the preset %s', (filter, preset) => {
    expect(presetOf(filter, now)).toBe(preset);
  });

  it.each([
    ['2026-11-01', '2026-11-27', null],
    ['', '2026-11-27', 'Enter both days as dates.'],
    ['2026-11-27', '2026-11-01', 'The first day must not be after the last day.'],
    ['2025-01-01', '2026-11-27', 'A report covers at most 366 days.'],
  ] as const)('custom %s → %s: %s', (from, to, error) => {
    expect(customRangeError(from, to)).toBe(error);
  });

  it.each([
    [null, '—'],
    [0, '0.00 %'],
    [125, '1.25 %'],
    [10_000, '100.00 %'],
  ] as const)('rate %s shows as %s', (bp, text) => {
    expect(formatRate(bp)).toBe(text);
  });
});
