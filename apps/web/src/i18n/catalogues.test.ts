import { ERROR_CODES } from '@burrow/contract/errors';
import { LANGUAGES } from '@burrow/domain/locales';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_IDS } from './error-messages';
import en from './messages/en.json';

const catalogues = import.meta.glob<Record<string, string>>('./messages/*.json', {
  eager: true,
  import: 'default',
});
const localeOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

/** The arguments a message uses (name → kind), and the plural/select options it offers. */
function shapeOf(elements: MessageFormatElement[], into = new Map<string, string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.set(`<${element.value}>`, 'tag');
      shapeOf(element.children, into);
      continue;
    }
    into.set(element.value, TYPE[element.type]);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) shapeOf(option.value, into);
    }
  }
  return into;
}

function pluralOptions(elements: MessageFormatElement[], into: string[][] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.push(Object.keys(element.options).filter((key) => !key.startsWith('=')));
      for (const option of Object.values(element.options)) pluralOptions(option.value, into);
    } else if (element.type === TYPE.tag) pluralOptions(element.children, into);
    else if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralOptions(option.value, into);
    }
  }
  return into;
}

describe('message catalogues', () => {
  const englishKeys = Object.keys(en).sort();
  const english = en as Record<string, string>;

  it('has a catalogue for each published language, named by its site code', () => {
    const published = LANGUAGES.map((language) => language.code).sort();
    for (const path of Object.keys(catalogues)) expect(published).toContain(localeOf(path));
  });

  it.each(Object.entries(catalogues))('%s has exactly the English keys', (_path, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(catalogues))('%s has no empty messages', (_path, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s: every message is valid ICU with the English arguments and its plural forms',
    (path, catalogue) => {
      const language = LANGUAGES.find((l) => l.code === localeOf(path));
      const categories = new Intl.PluralRules(language?.languageCode ?? 'en').resolvedOptions()
        .pluralCategories;
      const problems: string[] = [];
      for (const [key, text] of Object.entries(catalogue)) {
        let parsed: MessageFormatElement[];
        try {
          parsed = parse(text);
        } catch (error) {
          problems.push(`${key}: malformed (${String(error)})`);
          continue;
        }
        const reference = english[key];
        if (reference === undefined) continue;
        const expected = [...shapeOf(parse(reference)).entries()].sort();
        const actual = [...shapeOf(parsed).entries()].sort();
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          problems.push(
            `${key}: arguments ${JSON.stringify(actual)} ≠ English ${JSON.stringify(expected)}`,
          );
        }
        for (const options of pluralOptions(parsed)) {
          if (!options.includes('other')) problems.push(`${key}: a plural without "other"`);
          const missing = categories.filter((c) => c !== 'other' && !options.includes(c));
          // A language's plural forms must all be there; English's one/other need not be.
          if (localeOf(path) !== 'en' && missing.length > 0) {
            problems.push(`${key}: plural lacks ${missing.join(', ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('has a message for every error code in the contract', () => {
    for (const code of ERROR_CODES) {
      expect(englishKeys).toContain(ERROR_MESSAGE_IDS[code]);
    }
  });
});
