import { describe, expect, it } from 'vitest';
import { checkRefundAmount, majorUnitsText, minorUnitsOf } from './refund-amount';

describe('the refund dialog’s amount, typed in major units', () => {
  it.each([
    ['12.95', 'USD', 1295],
    ['12,95', 'EUR', 1295],
    ['12', 'USD', 1200],
    ['12.5', 'GBP', 1250],
    ['12.', 'USD', 1200],
    ['0.01', 'USD', 1],
    [' $12.95 ', 'USD', 1295],
    ['€ 3,10', 'EUR', 310],
    ['1500', 'JPY', 1500],
    ['1.234', 'KWD', 1234],
    ['0', 'USD', 0],
    // Floats would make these 1.0000000000000002-style amounts; text never does.
    ['0.29', 'USD', 29],
    ['1.15', 'USD', 115],
  ])('%j in %s is %i minor units', (text, currency, minor) => {
    expect(minorUnitsOf(text, currency)).toBe(minor);
  });

  it.each([
    ['', 'USD'],
    ['abc', 'USD'],
    ['12.955', 'USD'],
    ['1.5', 'JPY'],
    ['-5', 'USD'],
    ['1,234.56', 'USD'],
    ['1.2.3', 'USD'],
    ['12 95', 'USD'],
    ['1e3', 'USD'],
  ])('%j in %s is no amount', (text, currency) => {
    expect(minorUnitsOf(text, currency)).toBeNull();
  });

  it.each([
    [1295, 'USD', '12.95'],
    [5, 'USD', '0.05'],
    [100, 'EUR', '1.00'],
    [1500, 'JPY', '1500'],
  ])('%i %s reads back as %j', (minor, currency, text) => {
    expect(majorUnitsText(minor, currency)).toBe(text);
    expect(minorUnitsOf(text, currency)).toBe(minor);
  });

  it.each([
    ['12.95', { ok: true, amountMinor: 1295, full: true }],
    ['5', { ok: true, amountMinor: 500, full: false }],
    ['12.96', { ok: false, error: 'At most 12.95 USD is left to refund.' }],
    ['0', { ok: false, error: 'Enter an amount above zero.' }],
    ['  ', { ok: false, error: 'Enter the amount to give back.' }],
    ['twelve', { ok: false, error: 'Enter an amount such as 12.95.' }],
  ])('with 12.95 USD left, %j → %j', (text, expected) => {
    expect(checkRefundAmount(text, 1295, 'USD')).toEqual(expected);
  });
});
