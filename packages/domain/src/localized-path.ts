import { DEFAULT_LOCALE, isPublishedLocale } from './locales';

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/**
 * Spec §2: the locale a path is in and the path without it. Only a whole first segment
 * counts, so `/id-defender/…` is English and `/id/pricing` Indonesian.
 */
export function localeFromPath(path: string): { locale: string; path: string } {
  const [pathname, suffix] = splitSuffix(path);
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (first !== DEFAULT_LOCALE && isPublishedLocale(first)) {
    const rest = `/${segments.slice(2).join('/')}`;
    return { locale: first, path: `${rest}${suffix}` };
  }
  return { locale: DEFAULT_LOCALE, path: `${pathname === '' ? '/' : pathname}${suffix}` };
}

/**
 * Spec §2: the same page in another locale: any locale prefix is replaced by the new one,
 * and English has none (`/pricing`, `/de/pricing`). Query and fragment are kept.
 */
export function localizedPath(path: string, locale: string): string {
  const bare = localeFromPath(path.startsWith('/') ? path : `/${path}`).path;
  if (locale === DEFAULT_LOCALE || !isPublishedLocale(locale)) return bare;
  const [pathname, suffix] = splitSuffix(bare);
  return pathname === '/' ? `/${locale}${suffix}` : `/${locale}${pathname}${suffix}`;
}
