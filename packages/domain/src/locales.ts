/** docs/product.md#languages Language: a published language of the site (decision 0015 lists why these 29). */
export interface Language {
  /** The site prefix and cookie value, e.g. `dk` in `/dk/pricing`. */
  code: string;
  /** The BCP 47 language tag for Intl and `<html lang>`, e.g. `da`. */
  languageCode: string;
  /** The language's name in itself, as the language dialog lists it. */
  name: string;
  /** Writing direction, for `<html dir>`. */
  dir: 'ltr' | 'rtl';
}

function language(
  code: string,
  languageCode: string,
  name: string,
  dir: 'ltr' | 'rtl' = 'ltr',
): Language {
  return { code, languageCode, name, dir };
}

/** docs/product.md#languages: the 29 published languages, in the language dialog's order. */
export const LANGUAGES: readonly Language[] = [
  language('en', 'en', 'English'),
  language('de', 'de', 'Deutsch'),
  language('es', 'es', 'Español'),
  language('fr', 'fr', 'Français'),
  language('it', 'it', 'Italiano'),
  language('nl', 'nl', 'Nederlands'),
  language('pl', 'pl', 'Polski'),
  language('pt', 'pt-BR', 'Português (Brasil)'),
  language('ru', 'ru', 'Русский'),
  language('jp', 'ja', '日本語'),
  language('kr', 'ko', '한국어'),
  language('zh-cn', 'zh-Hans', '简体中文'),
  language('zh-tw', 'zh-Hant', '繁體中文'),
  language('se', 'sv', 'Svenska'),
  language('dk', 'da', 'Dansk'),
  language('fi', 'fi', 'Suomi'),
  language('no', 'nb', 'Norsk'),
  language('tr', 'tr', 'Türkçe'),
  language('ar', 'ar', 'العربية', 'rtl'),
  language('he', 'he', 'עברית', 'rtl'),
  language('th', 'th', 'ไทย'),
  language('vn', 'vi', 'Tiếng Việt'),
  language('id', 'id', 'Bahasa Indonesia'),
  language('ua', 'uk', 'Українська'),
  language('cs', 'cs', 'Čeština'),
  language('hu', 'hu', 'Magyar'),
  language('ro', 'ro', 'Română'),
  language('el', 'el', 'Ελληνικά'),
  language('ms', 'ms', 'Bahasa Melayu'),
];

/** docs/product.md#languages: the locale when none is chosen; its pages carry no prefix. */
export const DEFAULT_LOCALE = 'en';

/** docs/product.md#languages: the cookie that remembers the chosen locale. */
export const LOCALE_COOKIE_NAME = 'locale';

/**
 * The language of the page an API call comes from, sent by the web app with every call. A
 * visitor who lands on `/de/checkout` reads German without ever opening the language dialog
 * (so without the cookie); their estimate, invoice and new account must be German too.
 */
export const PAGE_LOCALE_HEADER = 'x-burrow-locale';

const BY_CODE = new Map(LANGUAGES.map((entry) => [entry.code, entry]));

/** The published language with this site prefix, if there is one. */
export function languageOf(code: string): Language | undefined {
  return BY_CODE.get(code);
}

/** Whether a site prefix is one of the published locales. */
export function isPublishedLocale(code: string): boolean {
  return BY_CODE.has(code);
}

/** docs/product.md#languages: the language tag behind a site prefix (dk → da, se → sv, jp → ja, …); English otherwise. */
export function languageCodeOf(code: string): string {
  return BY_CODE.get(code)?.languageCode ?? DEFAULT_LOCALE;
}

/** docs/product.md#languages: the locale a `locale` cookie value selects; a missing or unknown one means en. */
export function localeFromCookie(value: string | null | undefined): string {
  const code = value?.trim().toLowerCase();
  return code !== undefined && isPublishedLocale(code) ? code : DEFAULT_LOCALE;
}
