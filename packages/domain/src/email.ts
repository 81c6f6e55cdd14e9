// Pragmatic address check: one @, a dotted domain, no spaces. RFC 5322 allows far more, but
// those addresses cannot receive our mail in practice and are a common typo signal.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Whether an address is worth sending mail to: one @, a dotted domain, no spaces, not too long. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Emails are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
