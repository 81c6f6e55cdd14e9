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
import { describe, expect, it } from 'vitest';
import type { CatalogueSet } from '../../src/i18n/catalogues';

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

export interface CatalogueSetUnderTest {
  catalogues: CatalogueSet<string>;
  /** The folder holding `<site prefix>.json`, one per published language. */
  directory: string;
  /** What every key looks like: which document or page it belongs to, then dotted parts. */
  keyPattern: RegExp;
  /** How `keyPattern` reads, for the test's name. */
  keyRule: string;
}

/**
 * The checks every ICU catalogue set of the server passes (decision 0050): one file per
 * published locale and no other; exactly the English keys, each well-formed ICU; the same
 * arguments as English, with every plural category the language uses; a real translation,
 * not a copy of English. Registered as tests under `name`.
 */
export function describeCatalogueSet(name: string, set: CatalogueSetUnderTest): void {
  const { english, byLocale } = set.catalogues;
  const englishKeys = Object.keys(english).sort();
  const translations = LANGUAGES.filter((language) => language.code !== 'en');

  describe(name, () => {
    it('has one catalogue file per published locale, and no other', () => {
      const files = readdirSync(set.directory)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      const published = LANGUAGES.map((language) => language.code).sort();
      expect(files).toEqual(published);
      expect(Object.keys(byLocale).sort()).toEqual(published);
    });

    it(`keeps its keys ${set.keyRule}`, () => {
      expect(englishKeys.filter((key) => !set.keyPattern.test(key))).toEqual([]);
    });

    it.each(LANGUAGES.map((language) => [language.code, language] as const))(
      '%s has exactly the English keys, each a well-formed, non-empty ICU message',
      (code) => {
        const catalogue = byLocale[code] ?? {};
        const keys = Object.keys(catalogue);
        expect({ missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({
          missing: [],
        });
        expect({ extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({
          extra: [],
        });
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
        const catalogue = byLocale[code] ?? {};
        const needed = wholeNumberCategories(language.languageCode);
        const known = new Set<string>(
          new Intl.PluralRules(language.languageCode).resolvedOptions().pluralCategories,
        );
        const problems: string[] = [];
        for (const key of englishKeys) {
          const englishArguments = argumentsOf(english[key] ?? '');
          const translated = argumentsOf(catalogue[key] ?? '');
          const shape = (args: Map<string, Argument>) =>
            [...args.entries()].map(([name, arg]) => `${name}:${arg.kind}`).sort();
          if (shape(translated).join() !== shape(englishArguments).join()) {
            problems.push(
              `${key}: arguments ${shape(translated)} instead of ${shape(englishArguments)}`,
            );
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
        const catalogue = byLocale[code] ?? {};
        const copied = englishKeys.filter((key) => catalogue[key] === english[key]);
        // A few labels are the same word in some languages ("Total", "Status: …"); most are not.
        expect(copied.length).toBeLessThan(englishKeys.length / 5);
      },
    );
  });
}
