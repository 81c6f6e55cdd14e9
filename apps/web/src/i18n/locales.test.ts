import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, languageTagOf, siteLocaleOf, startupLocale } from './locales';

describe('startupLocale (decision 0057)', () => {
  it.each([
    ['/account-billing', '', { locale: 'en', basename: '' }],
    ['/de/account-billing', '', { locale: 'de', basename: '/de' }],
    // The address wins over the cookie: a shared link opens in its own language.
    ['/fr/checkout?plan=x', 'locale=de', { locale: 'fr', basename: '/fr' }],
    ['/jp', 'locale=de', { locale: 'jp', basename: '/jp' }],
    // `id-defender` is not the Indonesian prefix `id`.
    ['/id-defender/id-alerts', '', { locale: 'en', basename: '' }],
    ['/id/subscriptions', '', { locale: 'id', basename: '/id' }],
    ['/subscriptions', 'other=1; locale=xx', { locale: 'en', basename: '' }],
    [
      '/subscriptions?x=1#top',
      'a=b; locale=dk',
      { locale: 'dk', basename: '/dk', redirectTo: '/dk/subscriptions?x=1#top' },
    ],
    ['/', 'locale=zh-cn', { locale: 'zh-cn', basename: '/zh-cn', redirectTo: '/zh-cn' }],
    // Decision 0078: the address moves to a path of this site, never to `//evil.example`
    // (history.replaceState would throw on another origin and the app would not start).
    [
      '//evil.example/x',
      'locale=de',
      { locale: 'de', basename: '/de', redirectTo: '/de/evil.example/x' },
    ],
  ])('%s with cookie %j', (url, cookie, expected) => {
    expect(startupLocale(url, cookie)).toEqual(expected);
  });
});

describe('language tags', () => {
  it.each([
    ['jp', 'ja'],
    ['dk', 'da'],
    ['pt', 'pt-BR'],
    ['en', 'en'],
    ['xx', 'en'],
  ])('%s ↔ %s', (site, tag) => {
    expect(languageTagOf(site)).toBe(tag);
    if (site !== 'xx') expect(siteLocaleOf(tag)).toBe(site);
  });

  it('sets lang and dir on <html>', () => {
    const root = document.createElement('html');
    applyDocumentLocale('ar', root);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLocale('se', root);
    expect([root.lang, root.dir]).toEqual(['sv', 'ltr']);
  });
});
