import { describe, expect, it } from 'vitest';
import { invoiceLineText } from './invoice-line-text';

const premium = { productName: 'Burrow VPN Premium', cycleMonths: 12 };
const monthly = { productName: 'Burrow VPN Premium', cycleMonths: 1 };
const ip = { productName: 'Dedicated IP (v4)', cycleMonths: 12 };

describe('invoiceLineText', () => {
  it.each([
    [
      'a plan or add-on for its cycle',
      'Burrow VPN Premium, 12 months',
      premium,
      { kind: 'plan', product: 'Burrow VPN Premium', months: 12 },
    ],
    [
      'a one-month plan',
      'Burrow VPN Premium, 1 month',
      monthly,
      { kind: 'plan', product: 'Burrow VPN Premium', months: 1 },
    ],
    [
      'an add-on until the period ends (product names with pattern characters)',
      'Dedicated IP (v4), until 2027-01-31',
      ip,
      { kind: 'addon_until', product: 'Dedicated IP (v4)', until: '2027-01-31' },
    ],
    ['the credit for unused time', 'Credit for unused time', null, { kind: 'credit_unused_time' }],
    [
      'a redeemed gift card',
      'Burrow VPN Premium, gift card GIFTPREMIUM12',
      premium,
      { kind: 'gift_card', product: 'Burrow VPN Premium', code: 'GIFTPREMIUM12' },
    ],
    [
      'seats bought mid-period',
      'Burrow VPN Premium: 3 additional seats, 120 of 365 days',
      premium,
      { kind: 'seats', product: 'Burrow VPN Premium', seats: 3, days: 120, periodDays: 365 },
    ],
    [
      'one seat',
      'Burrow VPN Premium: 1 additional seat, 1 of 30 days',
      premium,
      { kind: 'seats', product: 'Burrow VPN Premium', seats: 1, days: 1, periodDays: 30 },
    ],
  ])('recognises %s', (_case, description, price, expected) => {
    expect(invoiceLineText(description, price)).toEqual(expected);
  });

  it.each([
    ['a line without a price', 'Burrow VPN Premium, 12 months', null],
    ['a cycle that is not the price’s', 'Burrow VPN Premium, 6 months', premium],
    ['another product’s name', 'Burrow VPN Basic, 12 months', premium],
    ['a wrong plural', 'Burrow VPN Premium, 12 month', premium],
    ['a wrong seat plural', 'Burrow VPN Premium: 2 additional seat, 1 of 30 days', premium],
    ['a regular-expression look-alike', 'Dedicated IP v4, until 2027-01-31', ip],
    ['text nobody generates', 'Goodwill adjustment', premium],
  ])('keeps the stored English for %s', (_case, description, price) => {
    expect(invoiceLineText(description, price)).toEqual({ kind: 'stored', text: description });
  });
});
