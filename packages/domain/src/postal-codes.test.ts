import { describe, expect, it } from 'vitest';
import {
  isValidCanadianPostalCode,
  isValidPostalCode,
  isValidUsZip,
  normalizeCanadianPostalCode,
} from './postal-codes';

describe('docs/product.md#buyer-fields-and-residence US postal code: five digits, or five digits, hyphen, four digits', () => {
  it.each([
    ['12345', true],
    ['12345-6789', true],
    [' 90210 ', true],
    ['1234', false],
    ['123456', false],
    ['12345-678', false],
    ['12345 6789', false],
    ['123456789', false],
    ['ABCDE', false],
    ['', false],
  ])('%j → %s', (zip, expected) => {
    expect(isValidUsZip(zip)).toBe(expected);
  });
});

describe('docs/product.md#buyer-fields-and-residence Canadian postal code pattern', () => {
  it.each([
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['M5V 3L9', true],
    ['T2P-1J9', false],
    ['D1A 0B1', false], // D never occurs
    ['W1A 0B1', false], // W never starts a code
    ['K1A 0O1', false], // O never occurs
    ['K1A 0B', false],
    ['12345', false],
  ])('%j → %s', (code, expected) => {
    expect(isValidCanadianPostalCode(code)).toBe(expected);
  });

  it('is stored uppercase with the middle space', () => {
    expect(normalizeCanadianPostalCode(' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizeCanadianPostalCode('m5v 3l9')).toBe('M5V 3L9');
  });
});

describe('postal code per country', () => {
  it.each([
    ['US', '12345', true],
    ['us', 'K1A 0B1', false],
    ['CA', 'K1A 0B1', true],
    ['CA', '12345', false],
    ['DE', '10115', true],
    ['GB', '', true],
  ])('%s %j → %s', (country, code, expected) => {
    expect(isValidPostalCode(country, code)).toBe(expected);
  });
});
