import { formatAmount } from '@burrow/domain/money-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from './support/pdf-text';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { TEST_START } from './support/test-start';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('invoice PDFs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  /**
   * A customer who bought Basic with a dedicated IP and WELCOME10 on the site in `locale`;
   * their invoice, issued in that language (decision 0111).
   */
  async function invoiceOf(email: string, locale?: string) {
    const { response } = await purchase(t, {
      email,
      priceIds: ['vpn-basic-12m-usd', 'addon-dedicated-ip-12m-usd'],
      couponCode: 'WELCOME10',
      ...(locale ? { cookie: `locale=${locale}` } : {}),
    });
    const cookie = sessionCookieFrom(response);
    const [invoice] = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
      .invoices;
    const pdf = await t.request({
      method: 'GET',
      url: `/api/v2/invoices/${invoice.id}/download`,
      cookie,
    });
    expect(pdf.statusCode).toBe(200);
    return { invoice, pdf };
  }

  it('downloads a real PDF with the seller, number, lines, discount, tax and total', async () => {
    const { invoice, pdf } = await invoiceOf('pdf-reader@example.com');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Burrow Networks Ltd.',
      `Invoice ${invoice.number}`,
      'Status: PAID',
      'pdf-reader@example.com',
      'Burrow VPN Basic, 12 months',
      '$56.04',
      'Dedicated IP, 12 months',
      '-$10.39',
      // The rate beside the tax: 4% New York sales tax, added to the price.
      'Tax 4%$3.74',
      '$97.27',
      'Total$97.27',
      'Thank you for choosing Burrow.',
    ]) {
      expect(text).toContain(expected);
    }
    // Every font is embedded (no reader-dependent Helvetica) and maps back to text.
    const fonts = [...pdfFonts(pdf.rawPayload).values()];
    expect(fonts.map((font) => font.baseFont)).toContainEqual(expect.stringMatching(/NotoSans/));
    expect(fonts.every((font) => font.embedded && font.toUnicode.size > 0)).toBe(true);
  });

  it('renders a German customer’s invoice in German, with German number and date formats', async () => {
    const { invoice, pdf } = await invoiceOf('rechnung@example.com', 'de');
    const text = pdfText(pdf.rawPayload);
    const euro = (amount: { unscaledValue: number; scale: number; currency: string }) =>
      formatAmount(amount, 'de');
    // German puts the decimal comma in and the symbol after the amount.
    expect(euro(invoice.total)).toMatch(/^97,27\s\$$/);
    for (const expected of [
      `Rechnung ${invoice.number}`,
      'Status: BEZAHLT',
      `Ausgestellt am: ${new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(TEST_START)}`,
      'Zahlungsart: Visa •••• 4242',
      'Rechnungsempfänger',
      'Vereinigte Staaten',
      'Beschreibung',
      'Betrag',
      'Burrow VPN Basic, 12 Monate',
      'Dedizierte IP, 12 Monate',
      `Zwischensumme${euro(invoice.subtotal)}`,
      `Rabatt (WELCOME10)${euro({ ...invoice.discount, unscaledValue: -invoice.discount.unscaledValue })}`,
      `Steuer 4 %${euro(invoice.tax)}`,
      `Gesamt${euro(invoice.total)}`,
      'Vielen Dank, dass Sie sich für Burrow entschieden haben.',
      'USt-IdNr.: IE1234567BW',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['Invoice', 'PAID', 'Subtotal', 'Total', 'months', '$97.27']) {
      expect(text).not.toContain(english);
    }
  });

  it('renders a Japanese customer’s invoice in Japanese, with a CJK font embedded', async () => {
    const { invoice, pdf } = await invoiceOf('seikyusho@example.com', 'jp');
    const fonts = [...pdfFonts(pdf.rawPayload).values()];
    expect(fonts.filter((font) => /NotoSansJP/.test(font.baseFont) && font.embedded)).not.toEqual(
      [],
    );
    expect(pdf.rawPayload.toString('latin1')).toContain('/Lang (ja)');
    const text = pdfText(pdf.rawPayload);
    const issued = new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(
      TEST_START,
    );
    for (const expected of [
      `請求書 ${invoice.number}`,
      'ステータス：支払い済み',
      `発行日：${issued}`,
      '請求先',
      'アメリカ合衆国',
      'Burrow VPN Basic、12か月',
      `合計${formatAmount(invoice.total, 'ja')}`,
      'Burrowをお選びいただきありがとうございます。',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders an Arabic customer’s invoice with an Arabic font, declared right to left', async () => {
    const { pdf } = await invoiceOf('fatura@example.com', 'ar');
    const fonts = [...pdfFonts(pdf.rawPayload).values()];
    expect(fonts.filter((font) => /Arabic/.test(font.baseFont) && font.embedded)).not.toEqual([]);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    // Drawn right to left: extraction in drawing order reads the Arabic word for "invoice"
    // (فاتورة) from its last letter, and the amounts keep their digits left to right.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain([...'فاتورة'].reverse().join(''));
    expect(text).toContain('97.27');
  });

  it('answers 404 for another customer’s invoice and 401 signed out', async () => {
    const theirs = (
      await t.request({
        method: 'GET',
        url: '/api/v2/invoices/',
        cookie: await signIn(t, 'active@demo.burrow.test'),
      })
    ).json().invoices[0];
    const mine = await signIn(t, 'expired@demo.burrow.test');
    const other = await t.request({
      method: 'GET',
      url: `/api/v2/invoices/${theirs.id}/download`,
      cookie: mine,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    expect(
      (await t.request({ method: 'GET', url: `/api/v2/invoices/${theirs.id}/download` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v2/invoices/nope/download', cookie: mine }))
        .statusCode,
    ).toBe(404);
  });
});
