import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { purchase } from './support/purchase';

/** The text a PDF shows: pdfkit writes each run of text as a hex string in its content streams. */
function pdfText(pdf: Buffer): string {
  const hexRuns = pdf.toString('latin1').match(/<([0-9a-fA-F]+)>/g) ?? [];
  return hexRuns.map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1')).join('');
}

describe.each(testDatabaseKinds)('invoice PDFs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('downloads a real PDF with the seller, number, lines, discount, tax and total', async () => {
    const { response } = await purchase(t, {
      email: 'pdf-reader@example.com',
      priceIds: ['vpn-basic-12m-usd', 'addon-dedicated-ip-12m-usd'],
      couponCode: 'WELCOME10',
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
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Burrow Networks Ltd.',
      `Invoice ${invoice.number}`,
      'PAID',
      'pdf-reader@example.com',
      'Burrow VPN Basic, 12 months',
      '$56.04',
      'Dedicated IP, 12 months',
      '-$10.39',
      '$3.74',
      '$97.27',
    ]) {
      expect(text).toContain(expected);
    }
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
