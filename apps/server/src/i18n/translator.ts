import { DEFAULT_LOCALE, LANGUAGES, languageOf, type Language } from '@burrow/domain/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { DOCUMENT_CATALOGUES, type CatalogueSet, type MessageId } from './catalogues';

export type { MessageId } from './catalogues';

/** The values an ICU message is formatted with: plurals take numbers, everything else text. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator<Id extends string = MessageId> {
  /** The published language the messages come from (English for an unknown locale). */
  language: Language;
  /** The message `id` in this language, formatted with `values` (ICU MessageFormat). */
  t(id: Id, values?: MessageValues): string;
}

const BY_LANGUAGE_CODE = new Map(
  LANGUAGES.map((language) => [language.languageCode.toLowerCase(), language]),
);
// A language published in one variant only stands for all of it: `pt-PT` reads Brazilian.
const BY_BASE_LANGUAGE = new Map(
  LANGUAGES.map((language) => [language.languageCode.toLowerCase().split('-')[0], language]),
);

const normalised = (locale: string | null | undefined) =>
  (locale ?? '').trim().toLowerCase().replaceAll('_', '-');

/**
 * The published language of a BCP 47 tag (`ja`, `pt-BR`, `de-AT`, `zh-TW`), if any: the tag
 * itself, else its language — Chinese by script or region, Norwegian as Bokmål.
 */
export function languageOfTag(tag: string): Language | undefined {
  const code = normalised(tag);
  const [base = '', ...subtags] = code.split('-');
  if (base === 'zh') {
    const traditional = subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
    return BY_LANGUAGE_CODE.get(traditional ? 'zh-hant' : 'zh-hans');
  }
  return BY_LANGUAGE_CODE.get(code) ?? BY_BASE_LANGUAGE.get(base === 'no' ? 'nb' : base);
}

/**
 * The published language a stored locale names, if any. `users.locale` may hold a site
 * prefix (`jp`, `zh-tw`, the `locale` cookie's value) or a BCP 47 tag (`ja`, `pt-BR`); either
 * is accepted, case-insensitively.
 */
export function findLanguage(locale: string | null | undefined): Language | undefined {
  const code = normalised(locale);
  return languageOf(code) ?? languageOfTag(code);
}

/** The published language a stored locale names (see `findLanguage`); anything else is English. */
export function resolveLanguage(locale: string | null | undefined): Language {
  return findLanguage(locale) ?? (languageOf(DEFAULT_LOCALE) as Language);
}

// First-strong isolate … pop directional isolate (UAX #9): a value keeps its own direction.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A translator over one catalogue set: messages in a locale's language, English standing in
 * for anything unpublished. In a right-to-left language every text value is a bidi isolate,
 * so an invoice number, a product name, an amount or "Visa •••• 4242" reads left to right
 * inside Arabic or Hebrew instead of being reordered with the sentence around it.
 */
export function createTranslator<Id extends string>(
  catalogues: CatalogueSet<Id>,
): (locale: string | null | undefined) => Translator<Id> {
  // Parsing an ICU message costs far more than formatting it, so each is compiled once.
  const compiled = new Map<string, IntlMessageFormat>();
  const compile = (language: Language, id: Id): IntlMessageFormat => {
    const cacheKey = `${language.code}\u0000${id}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      // English stands in for a key a catalogue lacks; the catalogue test keeps that from shipping.
      const message = catalogues.byLocale[language.code]?.[id] ?? catalogues.english[id];
      format = new IntlMessageFormat(message, language.languageCode);
      compiled.set(cacheKey, format);
    }
    return format;
  };

  return (locale) => {
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
  };
}

/** Messages of server-rendered documents (invoice PDFs, emails) in a customer's language. */
export const translator = createTranslator(DOCUMENT_CATALOGUES);
