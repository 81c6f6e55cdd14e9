import {
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALE_COOKIE_NAME as LOCALE_COOKIE,
  isPublishedLocale,
  languageOf,
} from '@burrow/domain/locales';
import { localeFromPath, localizedPath } from '@burrow/domain/localized-path';
import type { Catalogue } from './message-ids';

export { DEFAULT_LOCALE };

// Adding a locale is adding `messages/<code>.json`: it is found here and loaded on demand,
// so a visitor downloads only their own catalogue, English included (decision 0137), parsed
// at build time (`compiled-messages.ts`, the query below).
const lazyCatalogues = import.meta.glob<Catalogue>('./messages/*.json', {
  query: '?compiled',
  import: 'default',
});

function localeOfPath(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

export const SUPPORTED_LOCALES: readonly string[] = [
  DEFAULT_LOCALE,
  ...Object.keys(lazyCatalogues)
    .map(localeOfPath)
    .filter((locale) => locale !== DEFAULT_LOCALE),
];

/**
 * The site locale the `locale` cookie names (docs/product.md#languages): whichever published one it is — a language whose
 * catalogue is still being translated shows English words in its own formats.
 */
export function preferredLocale(cookieHeader: string = document.cookie): string {
  const match = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE);
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return value && isPublishedLocale(value) ? value : DEFAULT_LOCALE;
}

export interface StartupLocale {
  /** The site locale (prefix code) the page is shown in. */
  locale: string;
  /** The router's basename: the locale prefix, or '' for English. */
  basename: string;
  /** Set when the address should first change to carry the cookie's locale. */
  redirectTo?: string;
}

/**
 * Decision 0057: the address's prefix decides the language; an address without one is
 * English unless the `locale` cookie names another language, in which case the page moves
 * to that language's prefix (so links and reloads keep it).
 */
export function startupLocale(url: string, cookieHeader: string): StartupLocale {
  const fromPath = localeFromPath(url).locale;
  if (fromPath !== DEFAULT_LOCALE) return { locale: fromPath, basename: `/${fromPath}` };
  const fromCookie = preferredLocale(cookieHeader);
  if (fromCookie === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, basename: '' };
  return {
    locale: fromCookie,
    basename: `/${fromCookie}`,
    redirectTo: localizedPath(url, fromCookie),
  };
}

/** The BCP 47 tag (for Intl, react-intl and `<html lang>`) of a site locale: jp → ja. */
export function languageTagOf(locale: string): string {
  return languageOf(locale)?.languageCode ?? DEFAULT_LOCALE;
}

/** The site locale of a BCP 47 tag react-intl holds: ja → jp. */
export function siteLocaleOf(languageTag: string): string {
  return LANGUAGES.find((entry) => entry.languageCode === languageTag)?.code ?? DEFAULT_LOCALE;
}

/** Makes `<html>` speak the locale: its language tag and writing direction. */
export function applyDocumentLocale(locale: string, root: HTMLElement): void {
  const language = languageOf(locale) ?? languageOf(DEFAULT_LOCALE);
  root.lang = language?.languageCode ?? DEFAULT_LOCALE;
  root.dir = language?.dir ?? 'ltr';
}

/** Remembers the chosen language for a year on every path (docs/product.md#languages cookie `locale`). */
export function writeLocaleCookie(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The catalogue for a locale, or English's for a published language that has none yet.
 * A catalogue has every English key (`catalogues.test.ts`), so it needs no English beside it.
 */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const load =
    lazyCatalogues[`./messages/${locale}.json`] ??
    lazyCatalogues[`./messages/${DEFAULT_LOCALE}.json`];
  if (!load) throw new Error('There is no English catalogue');
  return load();
}
