import { DEFAULT_LOCALE, isPublishedLocale } from './locales';

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/**
 * docs/product.md#languages: the locale a path is in and the path without it. Only a whole first segment
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
 * A path that can only mean a page of this site. Browsers read a backslash as a slash and
 * drop tabs and line breaks, so `/\\evil.example` and `/\t/evil.example` are as
 * protocol-relative as `//evil.example`; every run of slashes becomes one, so the result
 * starts with exactly one `/` and never names another host or a scheme.
 */
function sameSitePathname(pathname: string): string {
  const collapsed = pathname
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}

/**
 * docs/product.md#languages: the same page in another locale: the locale prefix, if there is one, is replaced by the new one,
 * and English has none (`/pricing`, `/de/pricing`). Query and fragment are kept. The result
 * is always a path of this site (decision 0078): it is navigated to, so an address such as
 * `//evil.example/x` must not become a way off the site.
 */
export function localizedPath(path: string, locale: string): string {
  const [rawPathname, rawSuffix] = splitSuffix(path);
  const bare = localeFromPath(`${sameSitePathname(rawPathname)}${rawSuffix}`).path;
  if (locale === DEFAULT_LOCALE || !isPublishedLocale(locale)) return bare;
  const [pathname, suffix] = splitSuffix(bare);
  return pathname === '/' ? `/${locale}${suffix}` : `/${locale}${pathname}${suffix}`;
}
