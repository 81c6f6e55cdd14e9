import { describe, expect, it } from 'vitest';
import { hostedPageUrl } from './hosted-page-url';

const BASE = 'https://burrow.example/de/checkout?offer=default';

describe('the gateway page in the checkout’s language', () => {
  it('adds the language to the intent’s hosted page, keeping its client secret', () => {
    expect(
      hostedPageUrl('/sandbox-gateway/pay/pi_1?client_secret=pi_1_secret_a%2Bb', 'de', BASE),
    ).toBe(
      'https://burrow.example/sandbox-gateway/pay/pi_1?client_secret=pi_1_secret_a%2Bb&locale=de',
    );
  });

  it('takes an absolute hosted page as it is, and replaces a language already there', () => {
    expect(
      hostedPageUrl('https://pay.example/pay/pi_2?client_secret=s&locale=en', 'zh-Hant', BASE),
    ).toBe('https://pay.example/pay/pi_2?client_secret=s&locale=zh-Hant');
  });
});
