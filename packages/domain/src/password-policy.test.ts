import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy';

describe('password policy (NIST 800-63B length and block-list)', () => {
  it.each([
    ['short', 'abc123', undefined, { ok: false, weakness: 'too_short' }],
    ['too long', 'a'.repeat(129) + 'B1', undefined, { ok: false, weakness: 'too_long' }],
    ['common', 'Password123', undefined, { ok: false, weakness: 'too_common' }],
    ['one repeated character', 'zzzzzzzzzzzz', undefined, { ok: false, weakness: 'too_common' }],
    [
      'built from the email',
      'janedoe-2026!',
      'JaneDoe@example.com',
      { ok: false, weakness: 'contains_email' },
    ],
    ['long passphrase', 'correct horse battery', 'jane@example.com', { ok: true }],
    ['short local part is not matched', 'al-plus-random-words', 'al@example.com', { ok: true }],
  ])('%s', (_label, password, email, expected) => {
    expect(checkPassword(password, email)).toEqual(expected);
  });
});
