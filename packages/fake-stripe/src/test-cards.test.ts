import { describe, expect, it } from 'vitest';
import { TEST_CARDS, TEST_PAYMENT_METHODS, passesLuhn, testCardOf } from './test-cards';

describe('test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number]))('%s passes the Luhn check', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(Object.entries(TEST_PAYMENT_METHODS))('%s stands for a known card', (_id, number) => {
    expect(TEST_CARDS.map((card) => card.number)).toContain(number);
  });

  it.each([
    ['4242424242424241', false],
    ['4242 4242 4242 4242', false],
    ['42424242', false],
    ['79927398713', false],
    ['6011111111111117', true],
  ])('Luhn of %s is %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'none'],
    ['4000002760003184', null, 'always'],
    ['4000002500003155', null, 'until_set_up'],
    ['6011111111111117', null, 'none'],
  ])('%s declines with %s and authenticates %s', (number, declineCode, authentication) => {
    const card = testCardOf(number);
    expect(card.decline?.declineCode ?? null).toBe(declineCode);
    expect(card.authentication).toBe(authentication);
  });
});
