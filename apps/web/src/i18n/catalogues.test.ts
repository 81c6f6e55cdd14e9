import { ERROR_CODES } from '@burrow/contract/errors';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_IDS } from './error-messages';
import en from './messages/en.json';

const catalogues = import.meta.glob<Record<string, string>>('./messages/*.json', {
  eager: true,
  import: 'default',
});

describe('message catalogues', () => {
  const englishKeys = Object.keys(en).sort();

  it.each(Object.entries(catalogues))('%s has exactly the English keys', (_path, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(catalogues))('%s has no empty messages', (_path, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('has a message for every error code in the contract', () => {
    for (const code of ERROR_CODES) {
      expect(englishKeys).toContain(ERROR_MESSAGE_IDS[code]);
    }
  });
});
