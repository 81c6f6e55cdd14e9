import { localizedPath } from './localized-path';

/** docs/product.md#the-site-shell: the locales that get the bottom row of device icons. */
export const DEVICE_ICON_ROW_LOCALES: readonly string[] = ['de', 'es', 'fr', 'nl', 'pl'];

export interface FooterVariants {
  /** The extra top block of blog and article links: English only (the blog is English). */
  blogBlock: boolean;
  deviceIconRow: boolean;
}

/** docs/product.md#the-site-shell footer variants of a locale: the blog block for en, the device icons for de, es, fr, nl, pl. */
export function footerVariants(locale: string): FooterVariants {
  return { blogBlock: locale === 'en', deviceIconRow: DEVICE_ICON_ROW_LOCALES.includes(locale) };
}

/**
 * docs/product.md#the-site-shell bottom links, prefixed with the locale code when it is not en; the refund policy
 * follows them, since checkout promises the money-back guarantee (decision 0099).
 */
export function footerLegalLinks(
  locale: string,
): { id: 'privacy-policy' | 'tos' | 'refund-policy'; href: string }[] {
  return [
    { id: 'privacy-policy', href: localizedPath('/privacy-policy', locale) },
    { id: 'tos', href: localizedPath('/tos', locale) },
    { id: 'refund-policy', href: localizedPath('/refund-policy', locale) },
  ];
}

/** docs/product.md#the-site-shell: the copyright line shows the current year (taken from `now`, in UTC). */
export function copyrightYear(now: Date): number {
  return now.getUTCFullYear();
}
