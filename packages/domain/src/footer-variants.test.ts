import { describe, expect, it } from 'vitest';
import { copyrightYear, footerLegalLinks, footerVariants } from './footer-variants';
import { LANGUAGES } from './locales';

describe('docs/product.md#the-site-shell footer: blog block only for en, device-icon row only for de, es, fr, nl, pl', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s', (locale) => {
    expect(footerVariants(locale)).toEqual({
      blogBlock: locale === 'en',
      deviceIconRow: ['de', 'es', 'fr', 'nl', 'pl'].includes(locale),
    });
  });
});

describe('docs/product.md#the-site-shell bottom links /privacy-policy and /tos, prefixed with the locale code when not en', () => {
  it.each([
    ['en', '/privacy-policy', '/tos', '/refund-policy'],
    ['de', '/de/privacy-policy', '/de/tos', '/de/refund-policy'],
    ['dk', '/dk/privacy-policy', '/dk/tos', '/dk/refund-policy'],
  ])('%s', (locale, privacy, tos, refund) => {
    expect(footerLegalLinks(locale)).toEqual([
      { id: 'privacy-policy', href: privacy },
      { id: 'tos', href: tos },
      { id: 'refund-policy', href: refund },
    ]);
  });

  it('the copyright shows the current year', () => {
    expect(copyrightYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(copyrightYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
