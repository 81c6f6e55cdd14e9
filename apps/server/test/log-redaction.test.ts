import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from '../src/platform/log-redaction';

describe('secrets never reach the logs', () => {
  it.each([
    [
      '/sandbox-gateway/pay/pi_1?client_secret=pi_1_secret_abc',
      '/sandbox-gateway/pay/pi_1?client_secret=%5Bredacted%5D',
    ],
    ['/auth/magic?token=abc&tab=x', '/auth/magic?token=%5Bredacted%5D&tab=x'],
    // A sign-in page's return path may hold a link's code.
    ['/login?next=%2Fconfirm%3Fcode%3Dabc', '/login?next=%5Bredacted%5D'],
    ['/reset-password?token=abc', '/reset-password?token=%5Bredacted%5D'],
    [
      '/account-billing/confirm-email?code=abc',
      '/account-billing/confirm-email?code=%5Bredacted%5D',
    ],
    ['/activation-setup?activation_code=zzz', '/activation-setup?activation_code=%5Bredacted%5D'],
    // Encoded names, repeated names and names nobody has listed yet are hidden too.
    ['/auth/magic?%74oken=abc', '/auth/magic?token=%5Bredacted%5D'],
    ['/x?code=a&code=b', '/x?code=%5Bredacted%5D&code=%5Bredacted%5D'],
    [
      '/x?password=p&secret=s&key=k',
      '/x?password=%5Bredacted%5D&secret=%5Bredacted%5D&key=%5Bredacted%5D',
    ],
    ['/api/v1/offers/default?currency=USD', '/api/v1/offers/default?currency=USD'],
    ['/order?offer=default&utm_source=news', '/order?offer=default&utm_source=news'],
    ['/api/health', '/api/health'],
    // The router reads the query from the first `?` or `#`, so the log must redact from there.
    [
      '/sandbox-gateway/pay/pi_1#client_secret=pi_1_secret_abc',
      '/sandbox-gateway/pay/pi_1#client_secret=%5Bredacted%5D',
    ],
  ])('%s', (url, logged) => {
    expect(redactUrlSecrets(url)).toBe(logged);
  });
});
