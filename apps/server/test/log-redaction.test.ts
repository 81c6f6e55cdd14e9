import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from '../src/platform/log-redaction';

describe('secrets never reach the logs', () => {
  it.each([
    [
      '/sandbox-gateway/pay/pi_1?client_secret=pi_1_secret_abc',
      '/sandbox-gateway/pay/pi_1?client_secret=%5Bredacted%5D',
    ],
    ['/auth/magic?token=abc&x=1', '/auth/magic?token=%5Bredacted%5D&x=1'],
    ['/activation-setup?activation_code=zzz', '/activation-setup?activation_code=%5Bredacted%5D'],
    ['/api/v1/offers/default?currency=USD', '/api/v1/offers/default?currency=USD'],
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
