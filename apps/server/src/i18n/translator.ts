import { DEFAULT_LOCALE, LANGUAGES, languageOf, type Language } from '@burrow/domain/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, ENGLISH, type MessageId } from './catalogues';

export type { MessageId } from './catalogues';

/** The values an ICU message is formatted with: plurals take numbers, everything else text. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  /** The published language the messages come from (English for an unknown locale). */
  language: Language;
  /** The message `id` in this language, formatted with `values` (ICU MessageFormat). */
  t(id: MessageId, values?: MessageValues): string;
}

const BY_LANGUAGE_CODE = new Map(
  LANGUAGES.map((language) => [language.languageCode.toLowerCase(), language]),
);

/**
 * The published language a stored locale names. `users.locale` may hold a site prefix
 * (`jp`, `zh-tw`, the `locale` cookie's value) or a BCP 47 tag (`ja`, `pt-BR`); either is
 * accepted, case-insensitively, and anything else is English.
 */
export function resolveLanguage(locale: string | null | undefined): Language {
  const code = (locale ?? '').trim().toLowerCase().replaceAll('_', '-');
  return (
    languageOf(code) ??
    BY_LANGUAGE_CODE.get(code) ??
    // A regional tag such as `de-AT` or `ru-RU` falls back to its language, when published.
    BY_LANGUAGE_CODE.get(code.split('-')[0] ?? '') ??
    (languageOf(DEFAULT_LOCALE) as Language)
  );
}

// Parsing an ICU message costs far more than formatting it, so each is compiled once.
const compiled = new Map<string, IntlMessageFormat>();

function compile(language: Language, id: MessageId): IntlMessageFormat {
  const cacheKey = `${language.code}\u0000${id}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    // English stands in for a key a catalogue lacks; the catalogue test keeps that from shipping.
    const message = CATALOGUES[language.code]?.[id] ?? ENGLISH[id];
    format = new IntlMessageFormat(message, language.languageCode);
    compiled.set(cacheKey, format);
  }
  return format;
}

// First-strong isolate … pop directional isolate (UAX #9): a value keeps its own direction.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Messages of server-rendered documents (invoice PDFs, later emails) in a customer's language.
 * In a right-to-left language every text value is a bidi isolate, so an invoice number, a
 * product name or "Visa •••• 4242" reads left to right inside Arabic or Hebrew instead of
 * being reordered with the sentence around it.
 */
export function translator(locale: string | null | undefined): Translator {
  const language = resolveLanguage(locale);
  const isolate = language.dir === 'rtl';
  return {
    language,
    t(id, values) {
      const prepared =
        isolate && values
          ? Object.fromEntries(
              Object.entries(values).map(([name, value]) => [
                name,
                typeof value === 'string' ? `${FSI}${value}${PDI}` : value,
              ]),
            )
          : values;
      const formatted = compile(language, id).format<string>(prepared);
      return Array.isArray(formatted) ? formatted.join('') : String(formatted);
    },
  };
}
