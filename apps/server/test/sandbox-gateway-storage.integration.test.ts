import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFields, createIntent, gatewayFor, payPath, postForm } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const CARD_NUMBER = '4242424242424242';
const CVC = '123';
const AMEX_NUMBER = '378282246310005';
const AMEX_CVC = '7391';

// Every column that can hold text, including JSON and arrays of text.
const TEXT_TYPES = ['text', 'varchar', 'bpchar', 'json', 'jsonb', '_text', '_varchar', 'citext'];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

describe.each(testDatabaseKinds)('sandbox gateway card data guard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  /** Every text value in every table of the public schema. */
  async function everyTextValue(): Promise<string[]> {
    const columns = await t.app.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables tb
         ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
       WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
         AND c.udt_name = ANY($1)`,
      [TEXT_TYPES],
    );
    const values: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await t.app.db.query<{ value: string }>(
        `SELECT ${quoteIdent(column)}::text AS value FROM ${quoteIdent(table)}
         WHERE ${quoteIdent(column)} IS NOT NULL`,
      );
      values.push(...rows.map((row) => row.value));
    }
    return values;
  }

  it('keeps no card number or CVC anywhere in the database after card payments', async () => {
    const gateway = gatewayFor(t);
    const visa = await createIntent(gateway);
    const paid = await postForm(
      t,
      payPath(visa.id, 'card'),
      cardFields(visa.clientSecret, CARD_NUMBER, { cvc: CVC }),
    );
    expect(paid.statusCode).toBe(303);
    const amex = await createIntent(gateway);
    await postForm(
      t,
      payPath(amex.id, 'card'),
      cardFields(amex.clientSecret, AMEX_NUMBER.replace(/(\d{4})/g, '$1 '), { cvc: AMEX_CVC }),
    );
    // A field error must not leave anything behind either.
    await postForm(t, payPath(amex.id, 'card'), cardFields(amex.clientSecret, CARD_NUMBER));

    expect((await gateway.retrieveIntent(visa.id)).source).toMatchObject({ last4: '4242' });
    expect((await gateway.retrieveIntent(amex.id)).source).toMatchObject({ last4: '0005' });

    const values = await everyTextValue();
    expect(values.length).toBeGreaterThan(50);
    const digitsOnly = (value: string) => value.replace(/\D/g, '');
    // A CVC counts only as a standalone run of digits: random ids may contain "123" by chance.
    const standalone = (cvc: string) => new RegExp(`(^|[^A-Za-z0-9])${cvc}([^A-Za-z0-9]|$)`);
    for (const value of values) {
      expect(digitsOnly(value)).not.toContain(CARD_NUMBER);
      expect(digitsOnly(value)).not.toContain(AMEX_NUMBER);
      expect(value).not.toMatch(standalone(CVC));
      expect(value).not.toMatch(standalone(AMEX_CVC));
      expect(value).not.toContain(`${CARD_NUMBER.slice(-4)}${CVC}`);
    }
  });
});
