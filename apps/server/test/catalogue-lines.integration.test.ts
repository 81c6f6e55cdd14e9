import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '@burrow/contract/checkout';
import type { Invoice } from '@burrow/contract/invoices';
import type { OfferResponse } from '@burrow/contract/offers';
import { pdfText } from './support/pdf-text';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const US_ONLY = ['addon-id-insurance', 'addon-credit-scanner', 'addon-credit-report'];
const GERMAN_ORDER = ['vpn-basic-12m-eur', 'addon-dedicated-ip-12m-eur', 'addon-id-alerts-12m-eur'];
const GERMAN_LINES = [
  'Burrow VPN Basic, 12 Monate',
  'Dedizierte IP, 12 Monate',
  'Identitätswarnungen, 12 Monate',
];

describe.each(testDatabaseKinds)('catalogue names on lines and offers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const estimate = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      cookie,
      headers,
      payload: {
        offerId: 'default',
        priceIds: GERMAN_ORDER,
        customer: { residenceCountry: 'DE' },
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<EstimateResponse>().lines.map((line) => line.description);
  };

  /** A German resident buying on the German site: signed in afterwards, with their invoice. */
  const germanPurchase = async (email: string) => {
    const { response } = await purchase(t, {
      email,
      priceIds: GERMAN_ORDER,
      country: 'DE',
      state: '',
      zip: '10115',
      cookie: 'locale=de',
    });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieFrom(response);
    const invoices = await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie });
    const [invoice] = invoices.json<{ invoices: Invoice[] }>().invoices;
    if (!invoice) throw new Error('no invoice');
    return { cookie, invoice };
  };
  const pdfOf = async (cookie: string, invoice: Invoice) => {
    const pdf = await t.request({
      method: 'GET',
      url: `/api/v2/invoices/${invoice.id}/download`,
      cookie,
    });
    expect(pdf.statusCode).toBe(200);
    return pdfText(pdf.rawPayload);
  };

  describe('estimate and invoice lines in the buyer’s language (decision 0111)', () => {
    it('words a German buyer’s estimate lines in German, brand names kept', async () => {
      expect(await estimate('locale=de')).toEqual(GERMAN_LINES);
      // Decision 0117: on /de/checkout without the cookie, the page's language decides; it
      // also wins over a cookie naming another language.
      expect(await estimate('', { 'x-burrow-locale': 'de' })).toEqual(GERMAN_LINES);
      expect(await estimate('locale=fr', { 'x-burrow-locale': 'de' })).toEqual(GERMAN_LINES);
      expect(await estimate('locale=en')).toEqual([
        'Burrow VPN Basic, 12 months',
        'Dedicated IP, 12 months',
        'Identity alerts, 12 months',
      ]);
    });

    it('names a product in English where its translation is missing', async () => {
      const [saved] = await t.app.db.query<{ name: string; description: string }>(
        `DELETE FROM product_translations
          WHERE tenant_id = 'burrow' AND product_id = 'addon-id-alerts' AND locale = 'de'
          RETURNING name, description`,
      );
      try {
        expect(await estimate('locale=de')).toEqual([
          'Burrow VPN Basic, 12 Monate',
          'Dedizierte IP, 12 Monate',
          'Identity alerts, 12 Monate',
        ]);
      } finally {
        await t.app.db.query(
          `INSERT INTO product_translations (tenant_id, product_id, locale, name, description)
           VALUES ('burrow', 'addon-id-alerts', 'de', $1, $2)`,
          [saved?.name ?? null, saved?.description ?? null],
        );
      }
    });

    it('issues a German buyer’s invoice with the estimate’s German lines, on screen and in the PDF', async () => {
      const { cookie, invoice } = await germanPurchase('kaeufer@example.com');
      expect(invoice.lines.map((line) => line.description)).toEqual(GERMAN_LINES);
      const text = await pdfOf(cookie, invoice);
      for (const line of GERMAN_LINES) expect(text).toContain(line);
      expect(text).toContain(`Rechnung ${invoice.number}`);
      expect(text).not.toContain('Dedicated IP');
    });

    it('keeps an issued invoice’s words when the catalogue or the customer’s language changes', async () => {
      const { cookie, invoice } = await germanPurchase('archiv@example.com');
      await t.app.db.query(
        `UPDATE product_translations SET name = 'Eigene IP'
          WHERE tenant_id = 'burrow' AND product_id = 'addon-dedicated-ip' AND locale = 'de'`,
      );
      try {
        const changed = await t.request({
          method: 'PUT',
          url: '/api/v2/users/locale',
          cookie: `${cookie}; locale=fr`,
          payload: { locale: 'fr' },
        });
        expect(changed.statusCode).toBe(200);
        const [again] = (
          await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })
        ).json<{
          invoices: Invoice[];
        }>().invoices;
        expect(again?.lines.map((line) => line.description)).toEqual(GERMAN_LINES);
        const text = await pdfOf(cookie, invoice);
        expect(text).toContain('Dedizierte IP, 12 Monate');
        expect(text).toContain(`Rechnung ${invoice.number}`);
        expect(text).not.toContain('Eigene IP');
      } finally {
        await t.app.db.query(
          `UPDATE product_translations SET name = 'Dedizierte IP'
            WHERE tenant_id = 'burrow' AND product_id = 'addon-dedicated-ip' AND locale = 'de'`,
        );
      }
    });
  });

  it('names an add-on bought on My Subscription in German on its invoice and in its email', async () => {
    const { cookie } = await germanPurchase('zukauf@example.com');
    const list = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    const subscriptionId = list.json<{ subscriptions: { subscription_id: string }[] }>()
      .subscriptions[0]?.subscription_id;
    const change = { type: 'add_addon', priceId: 'addon-data-removal-12m-eur' };
    const quote = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/estimate',
      cookie,
      payload: { subscriptionId, change },
    });
    expect(quote.statusCode).toBe(200);
    const done = await t.request({
      method: 'POST',
      url: '/api/v2/checkout/',
      cookie,
      payload: { attemptId: 'zukauf-1', subscriptionId, change, quoteId: quote.json().quoteId },
    });
    expect(done.json().status).toBe('succeeded');
    const [invoice] = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json<{
      invoices: Invoice[];
    }>().invoices;
    expect(invoice?.lines[0]?.description).toMatch(/^Entfernung persönlicher Daten, bis \d/);
    // The receipt and this change's email share the clock's time: find it by its words.
    const mails = await t.app.db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_emails WHERE to_address = 'zukauf@example.com'`,
    );
    expect(mails.map((mail) => mail.text_body).join('\n')).toContain(
      'Entfernung persönlicher Daten ist jetzt Teil Ihres Abonnements.',
    );
  });

  describe('GET /api/v2/subscriptions/{id}/offer: only what the customer’s country may buy', () => {
    const subscriptionOffer = async (cookie: string) => {
      const list = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
      const [subscription] = list.json<{ subscriptions: { subscription_id: string }[] }>()
        .subscriptions;
      const response = await t.request({
        method: 'GET',
        url: `/api/v2/subscriptions/${subscription?.subscription_id}/offer?locale=de`,
        cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const offer = response.json<OfferResponse>();
      return {
        addons: offer.products.filter((p) => p.kind === 'addon').map((p) => p.id),
        names: offer.products.map((p) => p.displayName),
      };
    };

    it('leaves the US-only add-ons out for a customer in Germany, in German', async () => {
      const { cookie } = await germanPurchase('abo@example.com');
      const { addons, names } = await subscriptionOffer(cookie);
      for (const id of US_ONLY) expect(addons).not.toContain(id);
      expect(addons).toEqual(
        expect.arrayContaining(['addon-dedicated-ip', 'addon-id-alerts', 'addon-data-removal']),
      );
      expect(names).toContain('Dedizierte IP');
    });

    it('offers a customer in the US every add-on', async () => {
      const { response } = await purchase(t, { email: 'us-offer@example.com' });
      const { addons } = await subscriptionOffer(sessionCookieFrom(response));
      expect(addons).toEqual(expect.arrayContaining(US_ONLY));
    });
  });
});
