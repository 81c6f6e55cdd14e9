/**
 * The visitor's cookie choice (decision 0059): analytics only with an explicit yes, kept in
 * the `cookie_consent` cookie for a year. No answer counts as no.
 */
const CONSENT_COOKIE = 'cookie_consent';

export type ConsentChoice = 'analytics' | 'necessary';

export function readConsent(cookieHeader: string = document.cookie): ConsentChoice | null {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSENT_COOKIE)?.[1];
  return value === 'analytics' || value === 'necessary' ? value : null;
}

export function hasAnalyticsConsent(): boolean {
  return readConsent() === 'analytics';
}

export function writeConsent(choice: ConsentChoice): void {
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
}
