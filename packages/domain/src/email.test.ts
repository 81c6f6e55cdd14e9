import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email addresses', () => {
  it.each([
    'jane@example.com',
    'jane.doe+vpn@mail.example.co.uk',
    "o'brien@example.ie",
    'first_last-1@sub-domain.example.org',
    'active@demo.burrow.test',
    'autobill-failed@demo.burrow.test',
    'e2e.hire@acme-demo.test',
    'buyer-1764160000000-k3j9x0ab@example.com',
    'jürgen@bücher.de',
    'user@xn--bcher-kva.de',
    'a!#$&*/=?^_`{|}~@example.com',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a comma: two recipients to a mailer', 'a,attacker@evil.com'],
    ['a semicolon', 'a;attacker@evil.com'],
    ['a space', 'jane example@example.com'],
    ['a tab', 'jane\t@example.com'],
    ['a line break', 'jane@example.com\nbcc:attacker@evil.com'],
    ['double quotes', '"jane"@example.com'],
    ['angle brackets', 'Jane <jane@example.com>'],
    ['parentheses', 'jane(comment)@example.com'],
    ['a backslash', 'ja\\ne@example.com'],
    ['percent routing', 'jane%evil.com@example.com'],
    ['a colon', 'jane:x@example.com'],
    ['two @', 'jane@@example.com'],
    ['two addresses', 'jane@example.com@evil.com'],
    ['no local part', '@example.com'],
    ['no domain', 'jane@'],
    ['an undotted domain', 'jane@localhost'],
    ['a leading dot', '.jane@example.com'],
    ['a trailing dot in the local part', 'jane.@example.com'],
    ['two dots in a row', 'ja..ne@example.com'],
    ['a domain ending in a dot', 'jane@example.com.'],
    ['a domain label starting with a hyphen', 'jane@-example.com'],
    ['an address literal', 'jane@[127.0.0.1]'],
    ['too long', `${'a'.repeat(250)}@x.io`],
  ])('refuses %s: %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});
