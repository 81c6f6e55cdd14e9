import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { cardFields, createIntent, gatewayFor, payPath, postForm } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/** The non-breaking space Intl puts between a German amount and its currency sign. */
const NBSP = '\u00a0';

describe.each(testDatabaseKinds)('sandbox gateway pages in the buyer’s language on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const getPage = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  function expectGermanCardForm(body: string): void {
    expect(body).toContain('<html lang="de" dir="ltr">');
    for (const [id, label] of [
      ['number', 'Kartennummer'],
      ['expiry', 'Ablaufdatum (MM/JJ)'],
      ['cvc', 'Sicherheitscode (CVC)'],
      ['name', 'Name auf der Karte'],
    ]) {
      expect(body).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(body).toContain('<h1 id="title">Mit Karte bezahlen</h1>');
    // 1295 euro cents, with German separators and the sign after the amount.
    expect(body).toContain(`<p class="amount">12,95${NBSP}€</p>`);
    expect(body).toContain(`12,95${NBSP}€ bezahlen</button>`);
    expect(body).not.toContain('Card number');
  }

  it('shows the card form in German when the address asks for it with ?locale=de', async () => {
    const intent = await createIntent(gateway);
    const page = await getPage(`${intent.hostedUrl}&locale=de`);
    expect(page.statusCode).toBe(200);
    expectGermanCardForm(page.body);
    // The form carries the language to the page after it.
    expect(page.body).toContain(`action="/sandbox-gateway/pay/${intent.id}/card?locale=de"`);
  });

  it('follows the browser’s Accept-Language when the address names no language', async () => {
    const intent = await createIntent(gateway);
    const page = await getPage(intent.hostedUrl, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expectGermanCardForm(page.body);
    expect(page.body).toContain(`action="/sandbox-gateway/pay/${intent.id}/card"`);

    const unknown = await getPage(`${intent.hostedUrl}&locale=tlh`, {
      'accept-language': 'de',
    });
    expectGermanCardForm(unknown.body);
  });

  it('is English without a locale or a published Accept-Language', async () => {
    const intent = await createIntent(gateway, { amountMinor: 9995, currency: 'USD' });
    const page = await getPage(intent.hostedUrl, { 'accept-language': 'tlh, xx;q=0.5' });
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('<label for="number">Card number</label>');
    expect(page.body).toContain('Pay $99.95');
  });

  it('takes a BCP 47 tag or a site prefix: pt-BR and jp', async () => {
    const intent = await createIntent(gateway, { amountMinor: 1200, currency: 'JPY' });
    const portuguese = await getPage(`${intent.hostedUrl}&locale=pt-BR`);
    expect(portuguese.body).toContain('<html lang="pt-BR" dir="ltr">');
    expect(portuguese.body).toContain('<label for="number">Número do cartão</label>');
    const japanese = await getPage(`${intent.hostedUrl}&locale=jp`);
    expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
    expect(japanese.body).toContain('<label for="number">カード番号</label>');
    expect(japanese.body).toContain('<p class="amount">￥1,200</p>');
  });

  it('lays Arabic and Hebrew pages out right to left', async () => {
    const intent = await createIntent(gateway);
    const arabic = await getPage(`${intent.hostedUrl}&locale=ar`);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<label for="number">رقم البطاقة</label>');
    // Card digits stay left to right inside the right-to-left page.
    expect(arabic.body).toMatch(/<input id="number"[^>]* dir="ltr"/);
    const hebrew = await getPage(intent.hostedUrl, { 'accept-language': 'he-IL' });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
  });

  it('says why a card was declined in German, on the form in the same language', async () => {
    const intent = await createIntent(gateway);
    const response = await postForm(
      t,
      `${payPath(intent.id, 'card')}?locale=de`,
      cardFields(intent.clientSecret, '4000000000000002'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de" dir="ltr">');
    expect(response.body).toContain('<p class="decline-reason">Ihre Karte wurde abgelehnt.</p>');
    expect(response.body).toContain('Es wurde nichts abgebucht.');
    expect(response.body).toContain(`action="/sandbox-gateway/pay/${intent.id}/card?locale=de"`);
    expect(response.body).toContain('data-failure-reason="payment_declined"');
  });

  it('names a field error in German', async () => {
    const intent = await createIntent(gateway);
    const response = await postForm(
      t,
      `${payPath(intent.id, 'card')}?locale=de`,
      cardFields(intent.clientSecret, '378282246310005', { cvc: '123' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      'Prüfen Sie die markierten Felder und versuchen Sie es erneut.',
    );
    expect(response.body).toContain(
      '<p class="field-error" id="cvc-error">Geben Sie den 4-stelligen Sicherheitscode ein.</p>',
    );
  });

  it('keeps the language from the card form to the 3-D Secure challenge', async () => {
    const intent = await createIntent(gateway);
    const response = await postForm(
      t,
      `${payPath(intent.id, 'card')}?locale=fr`,
      cardFields(intent.clientSecret, '4000002760003184'),
    );
    const page = await getPage(String(response.headers.location));
    expect(page.statusCode).toBe(303);
    const challenge = await getPage(String(page.headers.location));
    expect(challenge.body).toContain('<html lang="fr" dir="ltr">');
    expect(challenge.body).toContain('Valider l’authentification');
    expect(challenge.body).toContain(
      `action="/sandbox-gateway/pay/${intent.id}/challenge?locale=fr"`,
    );
  });

  it('speaks the language on the PayPal page, the wallet sheet and the not-found page', async () => {
    const paypal = await createIntent(gateway, { methodType: 'paypal' });
    const paypalPage = await getPage(`${paypal.hostedUrl}&locale=de`);
    expect(paypalPage.body).toContain('Zahlung an Burrow bestätigen');
    const wallet = await createIntent(gateway, { methodType: 'apple_pay' });
    const walletPage = await getPage(`${wallet.hostedUrl}&locale=es`);
    expect(walletPage.body).toContain('Pagar con Apple Pay');
    const missing = await getPage('/sandbox-gateway/pay/pi_unknown?client_secret=x&locale=it');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pagamento non trovato');
  });
});
