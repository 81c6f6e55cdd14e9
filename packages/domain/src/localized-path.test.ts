import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales';
import { localeFromPath, localizedPath } from './localized-path';

describe('spec §2 choosing a language navigates to the same path prefixed with its code (none for en)', () => {
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

describe('spec §2 reading the locale back from a path', () => {
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
