import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferResponse } from '@burrow/contract/offers';
import { LANGUAGES } from '@burrow/domain/locales';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { preparePurchase, purchase, sendCheckout } from './support/purchase';

const US_ONLY = ['addon-id-insurance', 'addon-credit-scanner', 'addon-credit-report'];

describe.each(testDatabaseKinds)('catalogue texts and where add-ons are sold on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const offer = async (query = '', cookie?: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/offers/default${query}`,
      ...(cookie ? { cookie } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json<OfferResponse>();
  };
  const product = (o: OfferResponse, id: string) => o.products.find((p) => p.id === id);
  const addonIds = (o: OfferResponse) =>
    o.products.filter((p) => p.kind === 'addon').map((p) => p.id);

  describe('GET /api/v1/offers/{offerId} in the visitor’s language', () => {
    it('answers German texts for the German locale, keeping brand names', async () => {
      const o = await offer('?locale=de');
      expect(product(o, 'vpn-basic')).toMatchObject({
        name: 'Burrow VPN Basic',
        description: 'Schnelles, privates VPN auf bis zu 5 Geräten gleichzeitig.',
      });
      expect(product(o, 'addon-data-removal')?.displayName).toBe('Entfernung persönlicher Daten');
      const premium = product(o, 'vpn-premium');
      expect(premium?.entitlements.find((e) => e.id === 'password-manager')?.name).toBe(
        'Passwortmanager Burrow Keys',
      );
      expect(premium?.entitlements.find((e) => e.id === 'vpn')?.name).toBe('Burrow VPN');
    });

    it('follows the locale cookie when no locale is asked for, and tells caches so', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/v1/offers/default',
        cookie: 'locale=ar',
      });
      expect(response.headers.vary).toMatch(/cookie/i);
      const o = response.json<OfferResponse>();
      expect(product(o, 'addon-dedicated-ip')?.name).toBe('عنوان IP مخصص');
    });

    it('falls back to English for an unknown locale', async () => {
      const o = await offer('?locale=xx');
      expect(product(o, 'addon-dedicated-ip')).toMatchObject({
        name: 'Dedicated IP',
        description:
          'Your own IP address in the country you choose: fewer CAPTCHAs, allow-listed access.',
      });
    });

    it('has every product and feature text in every published language', async () => {
      const english = await offer('?locale=en');
      const untranslated = await t.app.db.query<{ what: string }>(
        `SELECT l.locale || ' ' || p.id AS what
           FROM products p CROSS JOIN unnest($1::text[]) AS l(locale)
           LEFT JOIN product_translations t
             ON t.tenant_id = p.tenant_id AND t.product_id = p.id AND t.locale = l.locale
          WHERE p.tenant_id = 'burrow' AND (t.description IS NULL OR (p.kind <> 'vpn' AND t.name IS NULL))
         UNION ALL
         SELECT l.locale || ' ' || e.product_id || '/' || e.entitlement_id
           FROM product_entitlements e CROSS JOIN unnest($1::text[]) AS l(locale)
           LEFT JOIN product_entitlement_translations t ON t.tenant_id = e.tenant_id
             AND t.product_id = e.product_id AND t.entitlement_id = e.entitlement_id
             AND t.locale = l.locale
          WHERE e.tenant_id = 'burrow' AND e.entitlement_id <> 'vpn' AND t.name IS NULL`,
        [LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code)],
      );
      expect(untranslated.map((row) => row.what)).toEqual([]);
      // A language's texts are its own, not English copied in.
      for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
        for (const p of (await offer(`?locale=${code}`)).products) {
          expect(p.description, `${code} ${p.id}`).not.toBe(product(english, p.id)?.description);
        }
      }
    });
  });

  describe('add-ons sold only where they work', () => {
    it.each(['DE', 'SA'])('offers a %s resident no US-only add-on', async (country) => {
      const o = await offer(`?country=${country}`);
      for (const id of US_ONLY) expect(addonIds(o)).not.toContain(id);
      expect(addonIds(o)).toEqual(
        expect.arrayContaining(['addon-dedicated-ip', 'addon-id-alerts', 'addon-data-removal']),
      );
    });

    it('offers a US resident every add-on, and says where each is sold', async () => {
      const o = await offer('?country=us');
      expect(addonIds(o)).toEqual(expect.arrayContaining(US_ONLY));
      expect(product(o, 'addon-credit-report')?.soldInCountries).toEqual(['US']);
      expect(product(o, 'addon-dedicated-ip')?.soldInCountries).toBeNull();
    });

    it.each([
      ['DE', undefined],
      ['SA', undefined],
    ])('refuses to estimate US-only insurance for a %s resident', async (country, state) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'default',
          priceIds: ['vpn-basic-12m-eur', 'addon-id-insurance-12m-eur'],
          customer: { residenceCountry: country, residenceState: state },
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'addon_not_sold_in_country',
        details: { priceIds: 'addon-id-insurance-12m-eur' },
      });
    });

    it('estimates the US-only credit report for a US resident', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/estimate',
        payload: {
          offerId: 'default',
          priceIds: ['vpn-basic-12m-usd', 'addon-credit-report-12m-usd'],
          customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
        },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a checkout whose residence is not where a chosen add-on is sold', async () => {
      const prepared = await preparePurchase(t, {
        email: 'moved-to-germany@example.com',
        priceIds: ['vpn-basic-12m-usd', 'addon-credit-scanner-12m-usd'],
      });
      const response = await sendCheckout(t, {
        ...prepared.checkoutBody,
        customer: {
          residenceCountry: 'DE',
          email: 'moved-to-germany@example.com',
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('addon_not_sold_in_country');
      const [row] = await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email = 'moved-to-germany@example.com'`,
      );
      expect(row?.n).toBe(0);
    });

    it.each([
      ['DE', 'vpn-basic-1m-eur', 'addon-credit-report-1m-eur', 409],
      ['US', 'vpn-basic-1m-usd', 'addon-credit-report-1m-usd', 200],
    ])(
      'lets a %s subscriber add the US-only credit report only where it is sold',
      async (country, plan, addon, status) => {
        const email = `subscriber-${country.toLowerCase()}@example.com`;
        const bought = await purchase(t, {
          email,
          priceIds: [plan],
          country,
          ...(country === 'US' ? {} : { state: '', zip: '' }),
        });
        expect(bought.response.statusCode).toBe(201);
        const response = await t.request({
          method: 'PUT',
          url: '/api/v2/checkout/estimate',
          cookie: sessionCookieFrom(bought.response),
          payload: {
            subscriptionId: bought.response.json().subscription.id,
            change: { type: 'add_addon', priceId: addon },
          },
        });
        expect(response.statusCode).toBe(status);
        if (status === 409) expect(response.json().error.code).toBe('addon_not_sold_in_country');
      },
    );
  });
});
