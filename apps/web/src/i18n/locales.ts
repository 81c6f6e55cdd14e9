import en from './messages/en.json';
import type { Catalogue } from './message-ids';

export const DEFAULT_LOCALE = 'en';
/** Spec §9: the chosen language lives in the `locale` cookie. */
const LOCALE_COOKIE = 'locale';

// Adding a locale is adding `messages/<code>.json`: it is found here and loaded on demand,
// so a visitor downloads only their own catalogue.
const lazyCatalogues = import.meta.glob<Catalogue>(['./messages/*.json', '!./messages/en.json'], {
  import: 'default',
});

function localeOfPath(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

export const SUPPORTED_LOCALES: readonly string[] = [
  DEFAULT_LOCALE,
  ...Object.keys(lazyCatalogues).map(localeOfPath),
];

export function preferredLocale(cookieHeader: string = document.cookie): string {
  const match = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE);
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return value && SUPPORTED_LOCALES.includes(value) ? value : DEFAULT_LOCALE;
}

/** The catalogue for a locale, with English standing in for any key it lacks. */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const load = lazyCatalogues[`./messages/${locale}.json`];
  if (locale === DEFAULT_LOCALE || !load) return en;
  return { ...en, ...(await load()) };
}

export const defaultCatalogue: Catalogue = en;
