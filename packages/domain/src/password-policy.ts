/**
 * Password rules, after NIST SP 800-63B and OWASP ASVS: length over composition rules,
 * a block-list of the most common passwords, and nothing built from the account's email.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordWeakness = 'too_short' | 'too_long' | 'too_common' | 'contains_email';

export type PasswordCheck = { ok: true } | { ok: false; weakness: PasswordWeakness };

// The most used passwords of at least MIN_PASSWORD_LENGTH characters in public breach lists.
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '123456789a',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'letmein123',
  'welcome123',
  'football123',
  'baseball123',
  'monkey12345',
  'dragon1234',
  'sunshine123',
  'princess123',
  'aaaaaaaaaa',
  '1111111111',
  '0000000000',
  '9876543210',
  'asdfghjkl1',
  'zxcvbnm123',
  'trustno1234',
  'superman123',
  'administrator',
  'changeme123',
  'burrowvpn123',
]);

/** The first weakness of a new password, checked in order of how clearly it can be explained. */
export function checkPassword(password: string, email?: string): PasswordCheck {
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, weakness: 'too_short' };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, weakness: 'too_long' };
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password)) {
    return { ok: false, weakness: 'too_common' };
  }
  const localPart = email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && lowered.includes(localPart)) {
    return { ok: false, weakness: 'contains_email' };
  }
  return { ok: true };
}

/** English explanations of each weakness, for API error messages. */
export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  too_short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  too_long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  too_common: 'This password is too common and easy to guess. Choose another.',
  contains_email: 'Do not build the password from your email address.',
};
