import { LANGUAGES } from '@burrow/domain/locales';
import { describe, expect, it } from 'vitest';
import { stripeLocale } from './stripe-locale';

describe('the locale Stripe.js is given for the site’s language', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['ja', 'ja'],
    ['ko', 'ko'],
    ['nb', 'nb'],
    ['vi', 'vi'],
    ['he', 'he'],
    ['zh-Hans', 'zh'],
    ['zh-Hant', 'zh-TW'],
    ['uk', 'auto'],
    ['xx', 'auto'],
  ])('%s → %s', (tag, locale) => {
    expect(stripeLocale(tag)).toBe(locale);
  });

  it('names a Stripe language for every published language but Ukrainian', () => {
    const automatic = LANGUAGES.filter(
      (language) => stripeLocale(language.languageCode) === 'auto',
    );
    expect(automatic.map((language) => language.code)).toEqual(['ua']);
  });
});
