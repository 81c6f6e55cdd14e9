// Pragmatic address check, stricter than RFC 5322 on purpose: an address goes into mail
// headers and links, so nothing that can split it into two addresses or quote part of it
// (commas, semicolons, spaces, quotes, angle brackets, parentheses, backslashes, a second
// @, `%` routing) passes — `a,attacker@evil.com` is two recipients to many mailers. The
// local part is dot-separated runs of letters, digits and the RFC's other safe symbols;
// the domain is dotted labels of letters, digits and inner hyphens. Letters include
// non-Latin ones, so internationalised addresses still pass.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Whether an address is worth sending mail to: one @, a dotted domain, no separators, not too long. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Emails are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
