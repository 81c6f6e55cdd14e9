import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, SignupRequestSchema } from './auth';

describe('auth request schemas', () => {
  it('normalises the email the same way for sign-up and sign-in', () => {
    const signup = SignupRequestSchema.parse({
      email: '  Jane@Example.COM ',
      password: 'a long passphrase',
    });
    const login = LoginRequestSchema.parse({
      email: 'jane@example.com',
      password: 'a long passphrase',
    });
    expect(signup.email).toBe(login.email);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Enter your email address.'],
    [{ email: 'jane', password: 'x' }, 'Enter a valid email address.'],
    // One field, one address: a list of recipients is not an email address.
    [{ email: 'a,attacker@evil.com', password: 'x' }, 'Enter a valid email address.'],
    [{ email: 'Jane <jane@example.com>', password: 'x' }, 'Enter a valid email address.'],
    [{ email: 'jane@example.com', password: '' }, 'Enter your password.'],
  ])('explains what is missing: %o', (input, message) => {
    const result = LoginRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
