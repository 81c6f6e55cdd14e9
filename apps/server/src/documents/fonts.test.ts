import { LANGUAGES } from '@burrow/domain/locales';
import { formatAmount } from '@burrow/domain/money-format';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues';
import { translator, type MessageId } from '../i18n/translator';
import { fontFile, fontStack, loadFont, woffToSfnt, type FaceId } from './fonts';
import { readFileSync } from 'node:fs';

/** Everything an invoice in this language can print, but for the customer's own data. */
function documentText(code: string, languageCode: string): string {
  const { t } = translator(code);
  const values = {
    number: 'BRW-2026-000123',
    status: 'PAID',
    date: 'D',
    start: 'S',
    end: 'E',
    method: 'Visa •••• 4242',
    id: 'IE1234567BW',
    code: 'WELCOME10',
    product: 'Burrow VPN Premium',
    brand: 'Burrow',
    email: 'support@burrow.test',
  };
  // Emails share the catalogue but are plain text in the reader's own mail client's fonts.
  const documentIds = Object.keys(CATALOGUES[code] ?? {}).filter((id) => !id.startsWith('email.'));
  const messages = documentIds.flatMap((id) =>
    [0, 1, 2, 3, 5, 11, 12, 21, 100].map((n) =>
      t(id as MessageId, { ...values, months: n, seats: n, days: n, periodDays: n, rate: n }),
    ),
  );
  const dates = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(languageCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, month, 28),
    ),
  );
  const amounts = ['USD', 'EUR', 'GBP'].flatMap((currency) =>
    [-123456, 0, 999999].map((minor) =>
      formatAmount({ unscaledValue: minor, scale: 2, currency }, languageCode),
    ),
  );
  const regions = new Intl.DisplayNames([languageCode], { type: 'region' });
  const countries = ['US', 'DE', 'JP', 'GB', 'FR', 'BR', 'KR', 'CN', 'TW', 'SA', 'IL', 'TH'].map(
    (country) => regions.of(country) ?? country,
  );
  return [...messages, ...dates, ...amounts, ...countries].join('\n');
}

// Invisible formatting characters (bidi marks, isolates) are never drawn.
const INVISIBLE = /[\s\u200b-\u200f\u061c\u202a-\u202e\u2060-\u2069\ufeff]/u;

describe('document fonts', () => {
  it.each(LANGUAGES.map((language) => [language.code, language.languageCode] as const))(
    '%s: every character an invoice prints has a glyph, and its letters come from its own face',
    (code, languageCode) => {
      const [primary, ...fallbacks] = fontStack({ languageCode });
      const text = documentText(code, languageCode);
      const missing = new Set<string>();
      const foreignLetters = new Set<string>();
      for (const char of text) {
        if (INVISIBLE.test(char)) continue;
        const codePoint = char.codePointAt(0) ?? 0;
        for (const weight of ['regular', 'bold'] as const) {
          const inPrimary = loadFont(primary as FaceId, weight).hasGlyphForCodePoint(codePoint);
          const inStack =
            inPrimary ||
            fallbacks.some((face) => loadFont(face, weight).hasGlyphForCodePoint(codePoint));
          if (!inStack) missing.add(char);
          // Latin letters in Arabic, Hebrew or Thai come from Noto Sans by design.
          if (!inPrimary && /\p{L}/u.test(char) && !/[A-Za-z]/.test(char)) {
            foreignLetters.add(char);
          }
        }
      }
      expect([...missing].join('')).toBe('');
      // A Japanese kanji drawn from the Chinese face would take Chinese shapes.
      expect([...foreignLetters].join('')).toBe('');
    },
  );

  it('unwraps a WOFF font into the TrueType/OpenType font it carries', () => {
    const sfnt = woffToSfnt(readFileSync(fontFile('korean', 'regular')));
    expect(sfnt.subarray(0, 4).toString('latin1')).toBe('OTTO');
    expect(loadFont('korean', 'regular').hasGlyphForCodePoint('청'.codePointAt(0) ?? 0)).toBe(true);
  });

  it('puts the language’s own face first, then Latin, then every other script', () => {
    expect(fontStack({ languageCode: 'ja' }).slice(0, 2)).toEqual(['japanese', 'latin']);
    expect(fontStack({ languageCode: 'de' })[0]).toBe('latin');
    expect(fontStack({ languageCode: 'ar' })).toHaveLength(8);
    expect(new Set(fontStack({ languageCode: 'zh-Hant' })).size).toBe(8);
  });
});
