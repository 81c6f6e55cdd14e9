import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { purchase } from './support/purchase';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

// Decision 0060: an account keeps the language its visitor chose on the site (the `locale`
// cookie), and every email to it is written in that language.
describe.each(testDatabaseKinds)('emails in the customer’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const localeOf = async (session: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/users/me', cookie: session })).json().locale;
  const signUp = (email: string, locale: string) =>
    t.request({
      method: 'POST',
      url: '/api/v2/auth/signup',
      payload: { email, password: 'a long unusual passphrase' },
      cookie: `locale=${locale}`,
    });

  it('signs a Japanese visitor up in Japanese and keeps the language on the account', async () => {
    expect((await signUp('hanako@example.com', 'jp')).statusCode).toBe(202);
    const email = await latestEmailTo(t, 'hanako@example.com');
    expect(email.subject).toBe(
      'メールアドレスを確認して Burrow アカウントの作成を完了してください',
    );
    expect(email.text).toContain('24時間で期限切れになります');

    const consumed = await t.request({
      method: 'POST',
      url: '/api/v2/auth/magic-link/consume',
      payload: { token: tokenFromLink(email.link) },
    });
    expect(consumed.statusCode).toBe(200);
    expect(await localeOf(sessionCookieFrom(consumed))).toBe('jp');
  });

  it('writes English for a cookie that names no published language', async () => {
    await signUp('no-such-language@example.com', 'xx');
    expect((await latestEmailTo(t, 'no-such-language@example.com')).subject).toBe(
      'Confirm your email to finish creating your Burrow account',
    );
  });

  it('writes to an existing account in its own language, not the visitor’s', async () => {
    await signUp('active@demo.burrow.test', 'de');
    expect((await latestEmailTo(t, 'active@demo.burrow.test')).subject).toBe(
      'You already have a Burrow account',
    );
  });

  it('keeps the language of a signed-out gift-card redeemer on the account it makes', async () => {
    const redeemed = await t.request({
      method: 'POST',
      url: '/api/v1/gift-cards/redeem',
      payload: { code: 'GIFTBASIC1', email: 'hebrew-gift@example.com' },
      cookie: 'locale=he',
    });
    expect(redeemed.statusCode).toBe(201);
    expect(await localeOf(sessionCookieFrom(redeemed))).toBe('he');
  });

  it('a renewal email renders in German, with German money and dates', async () => {
    const { response } = await purchase(t, {
      email: 'greta@example.com',
      priceIds: ['vpn-basic-12m-usd'],
      country: 'GB',
      state: '',
      zip: '',
      cookie: 'locale=de',
    });
    expect(response.statusCode).toBe(201);
    expect(await localeOf(sessionCookieFrom(response))).toBe('de');
    const receipt = await latestEmailTo(t, 'greta@example.com');
    expect(receipt.subject).toMatch(/^Ihr Burrow-Beleg BRW-\d{4}-\d{6}$/);
    // The first year at the offer price, 20% UK VAT included (and said so), as a German
    // writes dollars.
    expect(receipt.text).toContain('Bezahlt: 56,04\u00a0$ inkl. MwSt. (20\u00a0%)');
    expect(receipt.text).toContain('Verlängerung am: 15. Juni 2027');

    // A year after the test clock's start, the plan renews (with the demo accounts' plans).
    t.clock.set(new Date('2027-06-15T12:00:01Z'));
    await runBilling(contextOf(t.app));
    const renewal = await latestEmailTo(t, 'greta@example.com');
    expect(renewal.subject).toMatch(
      /^Ihr Burrow-Abonnement wurde verlängert – Beleg BRW-\d{4}-\d{6}$/,
    );
    expect(renewal.text).toContain('Ihr Abonnement Burrow VPN Basic wurde verlängert.');
    expect(renewal.text).toContain('Bezahlt: 116,95\u00a0$ inkl. MwSt. (20\u00a0%)');
    expect(renewal.text).toContain('Nächste Verlängerung: 15. Juni 2028');
    expect(renewal.text.split('\n')).toContain('http://burrow.test/subscriptions');
  });

  // Decision 0108: where prices include VAT the receipt says so, with the rate; where the
  // tax is added on top it states the total paid as before.
  it('tells a German buyer their payment includes VAT, and a US buyer nothing of the kind', async () => {
    const german = await purchase(t, {
      email: 'klaus@example.com',
      priceIds: ['vpn-basic-12m-eur'],
      country: 'DE',
      state: '',
      zip: '',
      cookie: 'locale=de',
    });
    expect(german.response.statusCode).toBe(201);
    const paid = (await latestEmailTo(t, 'klaus@example.com')).text
      .split('\n')
      .find((line) => line.startsWith('Bezahlt: '));
    expect(paid).toMatch(/^Bezahlt: \d+,\d\d\u00a0€ inkl\. MwSt\. \(19\u00a0%\)$/);

    const american = await purchase(t, {
      email: 'klaus-in-ny@example.com',
      priceIds: ['vpn-basic-12m-usd'],
      cookie: 'locale=de',
    });
    expect(american.response.statusCode).toBe(201);
    const usPaid = (await latestEmailTo(t, 'klaus-in-ny@example.com')).text
      .split('\n')
      .find((line) => line.startsWith('Bezahlt: '));
    expect(usPaid).toMatch(/^Bezahlt: \d+,\d\d\u00a0\$$/);
  });
});
