import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isPublishedLocale,
  LANGUAGES,
  languageCodeOf,
  languageOf,
  LOCALE_COOKIE_NAME,
  localeFromCookie,
} from './locales';

describe('docs/product.md#languages the 29 published languages', () => {
  it('are 29, with unique prefixes and language codes', () => {
    expect(LANGUAGES).toHaveLength(29);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(29);
    expect(new Set(LANGUAGES.map((l) => l.languageCode)).size).toBe(29);
  });

  it('list the decision 0015 set', () => {
    expect(LANGUAGES.map((l) => l.languageCode)).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'it',
      'nl',
      'pl',
      'pt-BR',
      'ru',
      'ja',
      'ko',
      'zh-Hans',
      'zh-Hant',
      'sv',
      'da',
      'fi',
      'nb',
      'tr',
      'ar',
      'he',
      'th',
      'vi',
      'id',
      'uk',
      'cs',
      'hu',
      'ro',
      'el',
      'ms',
    ]);
  });

  it('every language code is a valid BCP 47 tag Intl knows', () => {
    for (const { languageCode } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(languageCode)).toEqual([languageCode]);
      expect(Intl.NumberFormat.supportedLocalesOf(languageCode)).toEqual([languageCode]);
    }
  });

  it('Arabic and Hebrew are right to left, the rest left to right', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
  });
});

describe('docs/product.md#languages site prefix to language code', () => {
  it.each([
    ['dk', 'da', 'Dansk'],
    ['se', 'sv', 'Svenska'],
    ['vn', 'vi', 'Tiếng Việt'],
    ['ua', 'uk', 'Українська'],
    ['jp', 'ja', '日本語'],
    ['kr', 'ko', '한국어'],
    ['no', 'nb', 'Norsk'],
    ['zh-cn', 'zh-Hans', '简体中文'],
    ['zh-tw', 'zh-Hant', '繁體中文'],
    ['pt', 'pt-BR', 'Português (Brasil)'],
    ['de', 'de', 'Deutsch'],
    ['en', 'en', 'English'],
  ])('%s → %s (%s)', (code, languageCode, name) => {
    expect(languageCodeOf(code)).toBe(languageCode);
    expect(languageOf(code)?.name).toBe(name);
  });

  it('an unknown prefix falls back to English', () => {
    expect(languageCodeOf('xx')).toBe('en');
    expect(languageOf('xx')).toBeUndefined();
    expect(isPublishedLocale('da')).toBe(false);
    expect(isPublishedLocale('dk')).toBe(true);
  });
});

describe('docs/product.md#languages locale cookie name locale, default en', () => {
  it('names', () => {
    expect(LOCALE_COOKIE_NAME).toBe('locale');
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['de', 'de'],
    [' DK ', 'dk'],
    ['da', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('cookie %j → %s', (value, locale) => {
    expect(localeFromCookie(value)).toBe(locale);
  });
});
