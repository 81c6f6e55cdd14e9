import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@burrow/domain/locales';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, ENGLISH, type MessageId } from './catalogues';
import { resolveLanguage, translator } from './translator';

const englishKeys = Object.keys(ENGLISH).sort();
const translations = LANGUAGES.filter((language) => language.code !== 'en');

interface Argument {
  kind: string;
  /** For a plural or select: the selectors it offers (`one`, `few`, `=0`, `other`, …). */
  selectors: string[];
}

/** Every argument a message uses, by name, with its kind and selectors; throws when malformed. */
function argumentsOf(message: string): Map<string, Argument> {
  const found = new Map<string, Argument>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element) || isSelectElement(element)) {
        found.set(element.value, {
          kind: isPluralElement(element) ? 'plural' : 'select',
          selectors: Object.keys(element.options).sort(),
        });
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (isArgumentElement(element)) {
        found.set(element.value, { kind: 'text', selectors: [] });
      } else if (isNumberElement(element) || isDateElement(element) || isTimeElement(element)) {
        found.set(element.value, { kind: 'formatted', selectors: [] });
      } else if (isTagElement(element)) {
        found.set(`<${element.value}>`, { kind: 'tag', selectors: [] });
        walk(element.children);
      }
    }
  };
  // requiresOtherClause: a plural or select without `other` is malformed in ICU.
  walk(parse(message, { requiresOtherClause: true }));
  return found;
}

/** The plural categories a language uses for whole counts (months, seats, days: 0 … 999). */
function wholeNumberCategories(languageCode: string): string[] {
  const rules = new Intl.PluralRules(languageCode);
  const categories = new Set<string>();
  for (let n = 0; n < 1000; n += 1) categories.add(rules.select(n));
  return [...categories].sort();
}

describe('server message catalogues', () => {
  it('has one catalogue file per published locale, and no other', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'messages'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    const published = LANGUAGES.map((language) => language.code).sort();
    expect(files).toEqual(published);
    expect(Object.keys(CATALOGUES).sort()).toEqual(published);
  });

  it('keeps its keys prefixed by the document they belong to (invoice.*, later email.*)', () => {
    expect(englishKeys.filter((key) => !/^(invoice|email)\.[a-z0-9_.]+$/.test(key))).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s has exactly the English keys, each a well-formed, non-empty ICU message',
    (code) => {
      const catalogue = CATALOGUES[code] ?? {};
      const keys = Object.keys(catalogue);
      expect({ missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({
        missing: [],
      });
      expect({ extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ extra: [] });
      const malformed = Object.entries(catalogue).flatMap(([key, message]) => {
        if (message.trim() === '') return [`${key}: empty`];
        try {
          argumentsOf(message);
          return [];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(malformed).toEqual([]);
    },
  );

  it.each(translations.map((language) => [language.code, language] as const))(
    '%s uses the same arguments as English, and plurals with every category its language needs',
    (code, language) => {
      const catalogue = CATALOGUES[code] ?? {};
      const needed = wholeNumberCategories(language.languageCode);
      const known = new Set<string>(
        new Intl.PluralRules(language.languageCode).resolvedOptions().pluralCategories,
      );
      const problems: string[] = [];
      for (const key of englishKeys) {
        const english = argumentsOf(ENGLISH[key as MessageId]);
        const translated = argumentsOf(catalogue[key] ?? '');
        const shape = (args: Map<string, Argument>) =>
          [...args.entries()].map(([name, arg]) => `${name}:${arg.kind}`).sort();
        if (shape(translated).join() !== shape(english).join()) {
          problems.push(`${key}: arguments ${shape(translated)} instead of ${shape(english)}`);
        }
        for (const [name, arg] of translated) {
          if (arg.kind !== 'plural') continue;
          const lacking = needed.filter((category) => !arg.selectors.includes(category));
          const unknown = arg.selectors.filter((s) => !s.startsWith('=') && !known.has(s));
          if (lacking.length) problems.push(`${key}: ${name} lacks ${lacking}`);
          if (unknown.length) problems.push(`${key}: ${name} has ${unknown}, not a category`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(translations.map((language) => [language.code] as const))(
    '%s is a translation, not a copy of English',
    (code) => {
      const catalogue = CATALOGUES[code] ?? {};
      const copied = englishKeys.filter((key) => catalogue[key] === ENGLISH[key as MessageId]);
      // A few labels are the same word in some languages ("Total", "Status: …"); most are not.
      expect(copied.length).toBeLessThan(englishKeys.length / 5);
    },
  );
});

describe('translator', () => {
  it('formats a message with ICU plurals in the customer’s language', () => {
    const months = (locale: string, count: number) =>
      translator(locale).t('invoice.line.plan', { product: 'Burrow VPN', months: count });
    expect(months('en', 1)).toBe('Burrow VPN, 1 month');
    expect(months('en', 12)).toBe('Burrow VPN, 12 months');
    expect(months('de', 12)).toBe('Burrow VPN, 12 Monate');
    expect(months('pl', 2)).toBe('Burrow VPN, 2 miesiące');
    expect(months('pl', 5)).toBe('Burrow VPN, 5 miesięcy');
    expect(months('ru', 21)).toBe('Burrow VPN, 21 месяц');
    expect(months('jp', 6)).toBe('Burrow VPN、6か月');
  });

  it('isolates text values in right-to-left languages, so they keep their own direction', () => {
    expect(translator('ar').t('invoice.line.plan', { product: 'Burrow VPN', months: 2 })).toBe(
      '\u2068Burrow VPN\u2069، شهران',
    );
    expect(translator('he').t('invoice.title', { number: 'BRW-1' })).toBe(
      'חשבונית \u2068BRW-1\u2069',
    );
    expect(translator('de').t('invoice.title', { number: 'BRW-1' })).toBe('Rechnung BRW-1');
  });

  it('reads a stored locale as a site prefix or a language tag, and falls back to English', () => {
    expect(resolveLanguage('jp').languageCode).toBe('ja');
    expect(resolveLanguage('ja').code).toBe('jp');
    expect(resolveLanguage('pt-BR').code).toBe('pt');
    expect(resolveLanguage('ZH-TW').code).toBe('zh-tw');
    expect(resolveLanguage('zh-Hant').code).toBe('zh-tw');
    expect(resolveLanguage('de-AT').code).toBe('de');
    expect(resolveLanguage('xx').code).toBe('en');
    expect(resolveLanguage('').code).toBe('en');
    expect(resolveLanguage(null).code).toBe('en');
    expect(translator('tlh').t('invoice.total')).toBe('Total');
    expect(translator('de').t('invoice.total')).toBe('Gesamt');
  });
});
