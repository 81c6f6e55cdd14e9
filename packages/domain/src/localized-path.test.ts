import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales';
import { localeFromPath, localizedPath } from './localized-path';

describe('docs/product.md#languages choosing a language navigates to the same path prefixed with its code (none for en)', () => {
  it.each([
    ['/pricing', 'de', '/de/pricing'],
    ['/pricing', 'en', '/pricing'],
    ['/de/pricing', 'fr', '/fr/pricing'],
    ['/de/pricing', 'en', '/pricing'],
    ['/', 'dk', '/dk'],
    ['/dk', 'en', '/'],
    ['/dk', 'se', '/se'],
    ['pricing', 'jp', '/jp/pricing'],
    ['/order?plan=12#top', 'zh-cn', '/zh-cn/order?plan=12#top'],
    ['/es?x=1', 'en', '/?x=1'],
    ['/id-defender/id-alerts', 'id', '/id/id-defender/id-alerts'],
    ['/pricing', 'xx', '/pricing'],
  ])('%s in %s → %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

// The domain compiles without DOM or Node types; the tests run on Node, whose URL parser is
// the WHATWG one browsers use to resolve a path before they navigate.
declare const URL: new (input: string, base: string) => { origin: string };

describe('decision 0078: a localised path never leaves the site', () => {
  const BASE = 'https://burrow.invalid';
  it.each([
    ['//evil.example/x', 'en', '/evil.example/x'],
    ['//evil.example/x', 'de', '/de/evil.example/x'],
    ['///evil.example', 'en', '/evil.example'],
    ['/\\evil.example', 'en', '/evil.example'],
    ['\\\\evil.example', 'fr', '/fr/evil.example'],
    ['/\\/evil.example', 'en', '/evil.example'],
    ['/\t/evil.example', 'en', '/evil.example'],
    ['/\n/evil.example', 'en', '/evil.example'],
    ['/de//evil.example', 'en', '/evil.example'],
    ['/de//evil.example/x?y=1#z', 'fr', '/fr/evil.example/x?y=1#z'],
    ['/de/\\evil.example', 'en', '/evil.example'],
    ['/pricing//x', 'en', '/pricing/x'],
    ['/%2F%2Fevil.example', 'en', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', 'en', '/%5C%5Cevil.example'],
    ['javascript:alert(1)', 'en', '/javascript:alert(1)'],
    ['https://evil.example/x', 'en', '/https:/evil.example/x'],
    ['/order?next=//evil.example', 'en', '/order?next=//evil.example'],
    ['?x=1', 'de', '/de?x=1'],
    ['', 'en', '/'],
  ])('%j in %s → %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
    expect(new URL(expected, BASE).origin).toBe(BASE);
  });

  it('for any address and any locale, the result is a path a browser resolves to this site', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '//',
      '.',
      '..',
      '%2F',
      ':',
      '\t',
      '\n',
      '@',
      '?',
      '#',
    );
    const address = fc
      .array(fc.oneof(piece, fc.string({ maxLength: 6 }), fc.constantFrom('evil.example', 'de')), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(address, fc.constantFrom('en', 'de', 'zh-cn', 'xx'), (path, locale) => {
        const result = localizedPath(path, locale);
        expect(result).toMatch(/^\/(?![/\\])/);
        expect(new URL(result, BASE).origin).toBe(BASE);
      }),
      { numRuns: 500 },
    );
  });
});

describe('docs/product.md#languages reading the locale back from a path', () => {
  it.each([
    ['/de/pricing', 'de', '/pricing'],
    ['/pricing', 'en', '/pricing'],
    ['/en/pricing', 'en', '/en/pricing'],
    ['/kr', 'kr', '/'],
    ['/id-defender/id-alerts', 'en', '/id-defender/id-alerts'],
    ['/id/pricing?x=1', 'id', '/pricing?x=1'],
    ['', 'en', '/'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(localeFromPath(path)).toEqual({ locale, path: rest });
  });

  it('localizing then reading back gives the locale and the bare path', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{2,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES.map((l) => l.code)),
        fc.array(segment, { maxLength: 4 }),
        (locale, segments) => {
          const bare = `/${segments.join('/')}`;
          // A first segment that is itself a locale code would be read as one; skip those.
          fc.pre(!LANGUAGES.some((l) => l.code === segments[0]));
          expect(localeFromPath(localizedPath(bare, locale))).toEqual({ locale, path: bare });
        },
      ),
    );
  });
});
