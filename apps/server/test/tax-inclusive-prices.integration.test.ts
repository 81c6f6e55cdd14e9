import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { startSession } from '../src/modules/identity/identity-service';
import { pdfText } from './support/pdf-text';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/** Basic, one month, in euros: the catalogue's €11.85. */
const BASIC_MONTH_EUR = 'vpn-basic-1m-eur';

/**
 * Decision 0108: an EU (EEA, UK, Swiss) buyer pays the catalogue price flat, VAT included, and
 * the invoice states it net with the rate; everyone else pays the price plus tax, as before.
 */
describe.each(testDatabaseKinds)('prices as the buyer’s law expects on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const estimate = (country: string, state: string, zip: string, couponCode?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: {
        offerId: 'default',
        priceIds: [BASIC_MONTH_EUR],
        couponCode,
        customer: { residenceCountry: country, residenceState: state, residenceZipcode: zip },
      },
    });
  const invoicesOf = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json().invoices;

  it('quotes a German buyer the catalogue price, 19% VAT included', async () => {
    const response = await estimate('DE', '', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lines: [{ amount: { unscaledValue: 1185, currency: 'EUR' } }],
      subtotal: { unscaledValue: 1185 },
      discount: { unscaledValue: 0 },
      // 11.85 × 19/119 = 1.892 → €1.89 of the price is VAT.
      tax: { unscaledValue: 189 },
      taxRate: 19,
      taxInclusive: true,
      total: { unscaledValue: 1185 },
      dueToday: { unscaledValue: 1185 },
      renewal: { amount: { unscaledValue: 1185 } },
    });
  });

  it('takes a coupon off the gross price', async () => {
    const response = await estimate('DE', '', '', 'WELCOME10');
    expect(response.json()).toMatchObject({
      subtotal: { unscaledValue: 1185 },
      // 10% of €11.85, rounded down.
      discount: { unscaledValue: 118 },
      // €10.67 paid; 10.67 × 19/119 = 1.704 → €1.70 VAT.
      tax: { unscaledValue: 170 },
      total: { unscaledValue: 1067 },
    });
  });

  it('invoices a German purchase net, with the rate, adding up to the price paid', async () => {
    const { response } = await purchase(t, {
      email: 'kaeuferin@example.com',
      priceIds: [BASIC_MONTH_EUR],
      country: 'DE',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieFrom(response);
    const [invoice] = await invoicesOf(cookie);
    expect(invoice).toMatchObject({
      lines: [{ amount: { unscaledValue: 996, currency: 'EUR' } }],
      subtotal: { unscaledValue: 996 },
      discount: { unscaledValue: 0 },
      tax: { unscaledValue: 189 },
      tax_rate: 19,
      tax_inclusive: true,
      total: { unscaledValue: 1185 },
    });
    const [row] = await t.app.db.query<{ tax_rate_bp: number; tax_inclusive: boolean }>(
      `SELECT tax_rate_bp, tax_inclusive FROM invoices WHERE id = $1`,
      [invoice.id],
    );
    expect(row).toEqual({ tax_rate_bp: 1900, tax_inclusive: true });
    // The charge was the price, not the price plus VAT.
    const [charge] = await t.app.db.query<{ amount_minor: string }>(
      `SELECT amount_minor::text FROM ledger_entries WHERE invoice_id = $1 AND kind = 'charge'`,
      [invoice.id],
    );
    expect(charge?.amount_minor).toBe('1185');

    const pdf = await t.request({
      method: 'GET',
      url: `/api/v2/invoices/${invoice.id}/download`,
      cookie,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Subtotal€9.96');
    expect(text).toContain('VAT 19%€1.89');
    expect(text).toContain('Total incl. VAT€11.85');
  });

  it('invoices a German coupon purchase with a net discount, still adding up', async () => {
    const { response } = await purchase(t, {
      email: 'gutschein@example.com',
      priceIds: [BASIC_MONTH_EUR],
      couponCode: 'WELCOME10',
      country: 'DE',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    const [invoice] = await invoicesOf(sessionCookieFrom(response));
    // Net €10.67 − €1.70 = €8.97; the subtotal is €11.85 less its VAT (€1.89): €9.96.
    expect(invoice).toMatchObject({
      subtotal: { unscaledValue: 996 },
      discount: { unscaledValue: 99 },
      tax: { unscaledValue: 170 },
      total: { unscaledValue: 1067 },
      tax_inclusive: true,
    });
  });

  it('keeps a US buyer’s tax on top, and records its rate', async () => {
    const quoted = (await estimate('US', 'NY', '10001')).json();
    expect(quoted).toMatchObject({
      subtotal: { unscaledValue: 1185 },
      // 4% New York sales tax: €0.474 → €0.47, added.
      tax: { unscaledValue: 47 },
      taxRate: 4,
      taxInclusive: false,
      total: { unscaledValue: 1232 },
    });
    const { response } = await purchase(t, {
      email: 'new-yorker@example.com',
      priceIds: [BASIC_MONTH_EUR],
    });
    const [invoice] = await invoicesOf(sessionCookieFrom(response));
    expect(invoice).toMatchObject({
      lines: [{ amount: { unscaledValue: 1185 } }],
      subtotal: { unscaledValue: 1185 },
      tax: { unscaledValue: 47 },
      tax_rate: 4,
      tax_inclusive: false,
      total: { unscaledValue: 1232 },
    });
  });

  it('renews a German subscription at the same gross price', async () => {
    const { response } = await purchase(t, {
      email: 'verlaengerung@example.com',
      priceIds: [BASIC_MONTH_EUR],
      country: 'DE',
      state: '',
      zip: '',
    });
    const id = response.json().subscription.id as string;
    const [sub] = await t.app.db.query<{ current_period_end: Date; user_id: string }>(
      `SELECT current_period_end, user_id FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((sub?.current_period_end.getTime() ?? 0) + 1000));
    // Every monthly plan bought above renews too; this one is looked at.
    expect((await runBilling(contextOf(t.app))).renewed).toBeGreaterThanOrEqual(1);
    const session = await t.app.db.transaction((tx) =>
      startSession(tx, contextOf(t.app), 'burrow', sub?.user_id ?? '', 'test'),
    );
    const [renewal, bought] = await invoicesOf(`burrow_session=${session.token}`);
    expect(bought).toMatchObject({ total: { unscaledValue: 1185 } });
    expect(renewal).toMatchObject({
      lines: [{ amount: { unscaledValue: 996 } }],
      tax: { unscaledValue: 189 },
      tax_rate: 19,
      tax_inclusive: true,
      total: { unscaledValue: 1185 },
    });
  });
});
