import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { DocumentText, isolateSymbols, type TextLine } from './pdf-text';

const german = new DocumentText({ languageCode: 'de', dir: 'ltr' });
const japanese = new DocumentText({ languageCode: 'ja', dir: 'ltr' });
const arabic = new DocumentText({ languageCode: 'ar', dir: 'rtl' });
const body = { size: 10 };

const runs = (lines: TextLine[]) => lines.map((line) => line.runs.map((run) => run.text));
const faces = (lines: TextLine[]) => lines.flatMap((line) => line.runs.map((run) => run.face));

describe('DocumentText', () => {
  it('wraps at spaces, within the width, keeping every word', () => {
    const footer = translator('de').t('invoice.footer.thanks', {
      brand: 'Burrow',
      email: 'support@burrow.test',
    });
    const lines = german.layout(footer, body, 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.width <= 200)).toBe(true);
    expect(runs(lines).flat().join(' ')).toBe(footer);
  });

  it('wraps Chinese and Japanese between characters, where there are no spaces', () => {
    const text = 'この請求書についてのご質問はサポートまでお寄せください。';
    const lines = japanese.layout(text, body, 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.width <= 60)).toBe(true);
    expect(runs(lines).flat().join('')).toBe(text);
  });

  it('cuts a word longer than the line rather than running past the margin', () => {
    const lines = german.layout('a-very-long-address@an-even-longer-domain.example', body, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.width <= 60)).toBe(true);
  });

  it('takes a character its language’s face lacks from the next face that has it', () => {
    expect(faces(german.layout('Rechnung 請求書', body, 400))).toEqual(['latin', 'japanese']);
    // Japanese text keeps its Latin in the Japanese face, for one consistent look.
    expect(faces(japanese.layout('請求書 BRW-1', body, 400))).toEqual(['japanese']);
    expect(faces(arabic.layout('فاتورة', body, 400))).toEqual(['arabic']);
  });

  it('lays out Arabic right to left, with values and amounts reading left to right', () => {
    const { t } = translator('ar');
    const line = arabic.layout(
      t('invoice.payment_method', { method: 'Visa •••• 4242' }),
      body,
      400,
    );
    // Left to right on the page: the card, the colon, then the label, which fontkit mirrors
    // itself and so is handed over in reading order for its letters to join.
    expect(runs(line)).toEqual([['Visa •••• 4242', ' :', 'طريقة الدفع']]);
    const total = arabic.layout(isolateSymbols('\u200f97.27\u00a0US$'), body, 400);
    expect(runs(total).flat().join('')).toBe('US$\u00a097.27');
  });

  it('mirrors brackets in right-to-left text and never draws bidi controls', () => {
    const { t } = translator('ar');
    const line = arabic.layout(t('invoice.discount_with_coupon', { code: 'WELCOME10' }), body, 400);
    expect(runs(line).flat().join('')).toBe('(WELCOME10) الخصم');
    expect(runs(line).flat().join('')).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
  });

  it('lays out data in the direction of its first letter when asked to', () => {
    const address = '1 Warren Lane, Dublin.';
    expect(
      runs(arabic.layout(address, body, 400))
        .flat()
        .join(''),
    ).not.toBe(address);
    expect(
      runs(arabic.layout(address, body, 400, 'auto'))
        .flat()
        .join(''),
    ).toBe(address);
  });
});

describe('isolateSymbols', () => {
  it.each([
    ['\u200f97.27\u00a0US$', '\u200f97.27\u00a0\u2066US$\u2069'],
    ['\u200f-12.00\u00a0\u200f$', '\u200f-12.00\u00a0\u200f\u2066$\u2069'],
    ['97,27 €', '97,27 \u2066€\u2069'],
  ])('%j becomes %j', (amount, isolated) => {
    expect(isolateSymbols(amount)).toBe(isolated);
  });
});
