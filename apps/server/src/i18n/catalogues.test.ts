import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCatalogueSet } from '../../test/support/catalogue-checks';
import { DOCUMENT_CATALOGUES } from './catalogues';
import { resolveLanguage, translator } from './translator';

describeCatalogueSet('server message catalogues', {
  catalogues: DOCUMENT_CATALOGUES,
  directory: path.join(import.meta.dirname, 'messages'),
  keyPattern: /^(invoice|email)\.[a-z0-9_.]+$/,
  keyRule: 'prefixed by the document they belong to (invoice.*, later email.*)',
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
