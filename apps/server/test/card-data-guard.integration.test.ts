import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '@burrow/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passesLuhn, TEST_CARDS } from '../src/modules/sandbox-gateway/test-cards';
import { cardFields, payPath, postForm } from './sandbox-gateway-helpers';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * No card number or CVC can reach Burrow: no request schema of our API has a field for one,
 * and after checkouts with every sandbox test card (typed into the gateway's own page, as a
 * buyer does) no log line and no database column holds one. The gateway's hosted page is
 * the PSP, not our API: its form schemas live in modules/sandbox-gateway, outside the
 * contract, and its tables keep only brand, last four digits, expiry and a fingerprint.
 */

// --- (a) request schemas ----------------------------------------------------------------

/** A field name that asks for a card number or a security code. */
const CARD_FIELD =
  /^(card_?num(ber)?|cardnum(ber)?|card_?no|pan|primary_?account_?number|account_?number|cc_?num(ber)?|credit_?card(_?number)?|cvc2?|cvv2?|cid|csc|card_?verification(_?(code|value))?|security_?code|card_?code|cvn)$/i;
/** Under an object about a card, a bare `number` or `code` is a card number or CVC too. */
const CARD_CONTAINER = /card|payment_?method|source|instrument/i;
const BARE_CARD_FIELD = /^(number|num|code|verification)$/i;

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

/** Every field path of a JSON Schema whose name asks for card data. */
function cardFields_(schema: JsonSchema, at: string[] = []): string[] {
  const found: string[] = [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const parent = at.at(-1) ?? '';
    if (CARD_FIELD.test(name) || (CARD_CONTAINER.test(parent) && BARE_CARD_FIELD.test(name)))
      found.push([...at, name].join('.'));
    found.push(...cardFields_(child, [...at, name]));
  }
  const children = [
    ...[schema.items ?? []].flat(),
    ...(schema.prefixItems ?? []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...Object.values(schema.$defs ?? {}),
  ];
  for (const child of children) found.push(...cardFields_(child, at));
  return found;
}

const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every zod schema the contract exports for what a client sends: bodies, queries, params. */
async function contractRequestSchemas(): Promise<[string, z.ZodType][]> {
  const dir = path.resolve(import.meta.dirname, '../../../packages/contract/src');
  const schemas: [string, z.ZodType][] = Object.entries(endpoints).flatMap(([name, e]) =>
    e.body ? [[`${name} body`, e.body as z.ZodType] as [string, z.ZodType]] : [],
  );
  for (const file of fs.readdirSync(dir).filter((f) => /^[a-z-]+\.ts$/.test(f))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && /(Request|Query|Params|Form)Schema$/.test(name))
        schemas.push([`${file} ${name}`, value]);
    }
  }
  return schemas;
}

describe('no request schema of our API asks for card data', () => {
  it('finds a card field when there is one (the guard itself works)', () => {
    const leaky = z.object({
      card_number: z.string(),
      payment: z.object({ card: z.object({ number: z.string(), cvc: z.string() }) }),
      wallet: z.array(z.object({ securityCode: z.string(), cardNumber: z.string() })),
      either: z.union([z.object({ cvv: z.string() }), z.object({ pan: z.string() })]),
    });
    expect(cardFields_(toJson(leaky)).sort()).toEqual(
      [
        'card_number',
        'either.cvv',
        'either.pan',
        'payment.card.cvc',
        'payment.card.number',
        'wallet.cardNumber',
        'wallet.securityCode',
      ].sort(),
    );
    // An order number or a seat count is not card data.
    expect(
      cardFields_(
        toJson(z.object({ invoice: z.object({ number: z.string() }), seats: z.number() })),
      ),
    ).toEqual([]);
  });

  it('holds for every endpoint of the registry and every request schema of the contract', async () => {
    const schemas = await contractRequestSchemas();
    expect(schemas.length).toBeGreaterThan(Object.keys(endpoints).length / 2);
    const offending = schemas.flatMap(([where, schema]) =>
      cardFields_(toJson(schema)).map((field) => `${where}: ${field}`),
    );
    expect(offending).toEqual([]);
  });
});

// --- (b) log lines and (c) database columns ----------------------------------------------

/** Distinctive security codes, so a stray one cannot be mistaken for something else. */
const CVC = '731';
const AMEX_CVC = '8264';

const formatted = (number: string) =>
  number.length === 15
    ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`
    : number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Card numbers written as people and programs write them: 13–19 digits in one run, or in
 * groups of four (an Amex 4-6-5) split by single spaces or dashes — standing alone, not
 * inside a hex digest or an id, where a Luhn-valid run of digits turns up by chance (a
 * request hash held "895671440786396"). The test cards themselves are also looked for
 * anywhere, glued to letters or not, by `cardDataIn`.
 */
const PAN_LIKE =
  /(?<![A-Za-z0-9])(?:\d{13,19}|\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,4}(?:[ -]\d{1,3})?|\d{4}[ -]\d{6}[ -]\d{4,5})(?![A-Za-z0-9])/g;

/** Luhn-valid card numbers in a text, as digits. */
function cardNumbersIn(text: string): string[] {
  return [...text.matchAll(PAN_LIKE)]
    .map((match) => match[0].replace(/\D/g, ''))
    .filter((digits) => digits.length >= 13 && digits.length <= 19 && passesLuhn(digits));
}

/** Where the text holds a test card's number (in any spacing) or one of the CVCs typed. */
function cardDataIn(text: string): string[] {
  const found = cardNumbersIn(text);
  // Digit groups joined the ways a typed number is split: spaces, dashes, dots.
  const joined = text.replace(/(?<=\d)[ .-](?=\d)/g, '');
  for (const card of TEST_CARDS) if (joined.includes(card.number)) found.push(card.number);
  // A CVC only as a standalone run of digits: random ids may hold "731" by chance, and a
  // UUID's dash-separated group may be "8264" (one in a few thousand ids), so UUIDs go first.
  const withoutIds = text.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
    '',
  );
  for (const cvc of [CVC, AMEX_CVC])
    if (new RegExp(`(?<![A-Za-z0-9])${cvc}(?![A-Za-z0-9])`).test(withoutIds))
      found.push(`CVC ${cvc}`);
  return found;
}

describe('the card data guard itself', () => {
  it.each([
    ['4242424242424242', true],
    ['card 4242 4242 4242 4242 ok', true],
    ['4242-4242-4242-4242', true],
    ['3782 822463 10005', true],
    ['{"n":"6011111111111117"}', true],
    ['cvc=731;', true],
    ['4242424242424241', false],
    ['4000 0000 0000 0002', true],
    ['4.2.4.2.4.2.4.2.4.2.4.2.4.2.4.2', true],
    ['krn:subscription:41e4aa81-3c0e-4d1b-9a52-70b2b8d2f4c1', false],
    ['"subscriptionId":"7609704b-cc72-49bf-8264-84b34e096302"', false],
    ['cvc 8264 then 7609704b-cc72-49bf-8264-84b34e096302', true],
    ['BRW-2026-001001 on 2026-06-15T12:00:00.000Z', false],
    ['pi_7310aa', false],
    ['e3a895671440786396f0c2', false],
    ['895671440786396', true],
    ['tok4242424242424242x', true],
  ])('%s', (text, found) => {
    expect(cardDataIn(text).length > 0).toBe(found);
  });
});

/**
 * Every string, and every whole number, in a log line. Not its own `time` (epoch
 * milliseconds: 13 digits Luhn passes one time in ten) nor fractions like `responseTime`,
 * whose decimals are long digit runs too.
 */
function valuesOf(value: unknown, key = ''): string[] {
  if (key === 'time') return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return Number.isInteger(value) ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [k, ...valuesOf(v, k)]);
  return [];
}

const TEXT_TYPES = ['text', 'varchar', 'bpchar', 'json', 'jsonb', '_text', '_varchar', 'citext'];
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

describe.each(testDatabaseKinds)('card data after checkouts with every test card on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const outcomes: Record<string, number> = {};

  /** A buyer pays on the gateway's page, then the order page checks out. */
  async function checkoutWithCard(
    { number, behaviour }: (typeof TEST_CARDS)[number],
    index: number,
  ): Promise<number> {
    const cvc = number.length === 15 ? AMEX_CVC : CVC;
    const customer = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };
    const priceIds = ['vpn-basic-1m-usd'];
    const estimate = await t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: { offerId: 'default', priceIds, customer },
    });
    const checkoutAttemptId = `card-guard-attempt-${kind}-${index}`;
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: { checkoutAttemptId, amount: estimate.json().dueToday, paymentMethodType: 'card' },
    });
    const { paymentIntentId, chargebeeBody } = opened.json();
    const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
    const typed = await postForm(
      t,
      payPath(paymentIntentId, 'card'),
      cardFields(clientSecret, formatted(number), { cvc }),
    );
    // A declined card gets the form back at once, with the reason (decision 0104).
    const pays = ['succeeds', 'succeeds_then_declines', 'requires_3ds'].includes(behaviour);
    expect(typed.statusCode, typed.body.slice(0, 200)).toBe(pays ? 303 : 200);
    if (behaviour === 'requires_3ds') {
      await postForm(t, payPath(paymentIntentId, 'challenge'), {
        client_secret: clientSecret,
        outcome: 'complete',
      });
    }
    const checkout = await t.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        priceId: priceIds[0],
        paymentIntentId,
        checkoutAttemptId,
        paymentSourceType: 'card',
        offerId: 'default',
        customer: { ...customer, email: `card-guard-${index}@example.com` },
      },
    });
    return checkout.statusCode;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: true,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
    for (const [index, card] of TEST_CARDS.entries())
      outcomes[card.number] = await checkoutWithCard(card, index);

    // A card saved from the account area: the card check goes through the same page.
    const cookie = await signIn(t, 'autobill-failed@demo.burrow.test');
    const check = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: `card-guard-card-check-${kind}`,
        amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    });
    const { paymentIntentId, chargebeeBody } = check.json();
    const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
    await postForm(
      t,
      payPath(paymentIntentId, 'card'),
      cardFields(clientSecret, formatted('5555555555554444'), { cvc: CVC }),
    );
    const added = await t.request({
      method: 'POST',
      url: '/api/v2/payment-methods/',
      payload: { paymentIntentId },
      cookie,
    });
    outcomes['card check'] = added.statusCode;

    // A form the gateway refuses (expiry malformed) must not leave the number behind either.
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: `card-guard-refused-${kind}`,
        amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    });
    const opened = refused.json();
    const secret = (JSON.parse(opened.chargebeeBody) as { clientSecret: string }).clientSecret;
    const fieldError = await postForm(
      t,
      payPath(opened.paymentIntentId, 'card'),
      cardFields(secret, formatted('4242424242424242'), { cvc: CVC, expiry: '13/99' }),
    );
    outcomes['field error'] = fieldError.statusCode;
  });
  afterAll(() => t.close());

  it('ran the checkouts it claims: paid, declined and refused alike', () => {
    expect(outcomes).toMatchObject({
      '4242424242424242': 201,
      '4000002760003184': 201,
      '5555555555554444': 201,
      '378282246310005': 201,
      '4000000000000002': 402,
      'card check': 201,
      'field error': 422,
    });
  });

  it('keeps card numbers and CVCs out of every log line', () => {
    expect(lines.length).toBeGreaterThan(100);
    const leaks = lines.flatMap((line) =>
      valuesOf(JSON.parse(line)).flatMap((value) =>
        cardDataIn(value).map((found) => `${found} in ${line.slice(0, 300)}`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('keeps card numbers and CVCs out of every text and JSON column of every table', async () => {
    const columns = await t.app.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables tb
           ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
          AND c.udt_name = ANY($1)
        ORDER BY c.table_name, c.column_name`,
      [TEXT_TYPES],
    );
    const tables = new Set(columns.map((c) => c.table_name));
    // The gateway's own tables are scanned too: it keeps brand, last four and a fingerprint.
    expect(tables).toContain('sandbox_gateway_payment_methods');
    expect(tables).toContain('payment_methods');
    let values = 0;
    const leaks: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await t.app.db.query<{ value: string }>(
        `SELECT ${quoteIdent(column)}::text AS value FROM ${quoteIdent(table)}
          WHERE ${quoteIdent(column)} IS NOT NULL`,
      );
      values += rows.length;
      for (const { value } of rows)
        for (const found of cardDataIn(value)) leaks.push(`${table}.${column}: ${found}`);
    }
    expect(values).toBeGreaterThan(500);
    expect(leaks).toEqual([]);
  });
});
