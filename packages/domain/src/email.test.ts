import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email addresses', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.doe+vpn@mail.example.co.uk', true],
    ['jane@localhost', false],
    ['jane example.com', false],
    ['@example.com', false],
    ['jane@@example.com', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});
