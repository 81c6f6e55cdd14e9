import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError } from '../src/modules/payments/payment-gateway';
import type { SandboxFaults } from '../src/modules/sandbox-gateway/faults';
import { authorizedIntent, createIntent, gatewayFor } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('sandbox gateway faults and concurrency on %s', (kind) => {
  let t: TestApp;
  /** The app's own gateway (its port and hosted API) fails while this is under 0.5. */
  let appRoll = 1;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      gatewayFaults: { mode: 'drop_after_charge', failureRate: 0.5, random: () => appRoll },
    });
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: string[]) =>
    (await t.app.db.query<{ n: number }>(sql, params))[0]?.n;
  const chargesOfIntent = (intentId: string) =>
    count('SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE intent_id = $1', [
      intentId,
    ]);
  const faulty = (mode: SandboxFaults['mode'], failureRate = 1) =>
    gatewayFor(t, { faults: { mode, failureRate, random: () => 0.5, delayMs: 5 } });

  it.each(['error_5xx', 'timeout'] as const)(
    '%s: capture fails as unavailable with nothing done, and a retry with the key succeeds',
    async (mode) => {
      const healthy = gatewayFor(t);
      const intent = await authorizedIntent(t, healthy);
      const capture = { amountMinor: 1295, idempotencyKey: randomUUID() };
      await expect(faulty(mode).captureIntent(intent.id, capture)).rejects.toBeInstanceOf(
        GatewayUnavailableError,
      );
      expect((await healthy.retrieveIntent(intent.id)).status).toBe('authorized');
      expect((await healthy.captureIntent(intent.id, capture)).status).toBe('captured');
      expect(await chargesOfIntent(intent.id)).toBe(1);
    },
  );

  it('drop_after_charge: the money moves, the answer is lost, the retry replays it', async () => {
    const healthy = gatewayFor(t);
    const dropping = faulty('drop_after_charge');
    const intent = await authorizedIntent(t, healthy);
    const capture = { amountMinor: 1295, idempotencyKey: randomUUID() };
    await expect(dropping.captureIntent(intent.id, capture)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect((await healthy.retrieveIntent(intent.id)).status).toBe('captured');
    const retried = await healthy.captureIntent(intent.id, capture);
    expect(retried.status).toBe('captured');
    expect(await chargesOfIntent(intent.id)).toBe(1);

    const charge = {
      sourceToken: 'pm_card_visa',
      amountMinor: 700,
      currency: 'EUR',
      idempotencyKey: randomUUID(),
      description: 'Renewal',
    };
    await expect(dropping.chargeSource(charge)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const { chargeId } = await healthy.chargeSource(charge);
    const refund = { chargeId: chargeId ?? '', amountMinor: 700, idempotencyKey: randomUUID() };
    await expect(dropping.refund(refund)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect((await healthy.refund(refund)).amountMinor).toBe(700);
    expect(
      await count('SELECT count(*)::int AS n FROM sandbox_gateway_refunds WHERE charge_id = $1', [
        refund.chargeId,
      ]),
    ).toBe(1);
  });

  it('slow: answers late but answers', async () => {
    const intent = await authorizedIntent(t, gatewayFor(t));
    const captured = await faulty('slow').captureIntent(intent.id, {
      amountMinor: 1295,
      idempotencyKey: randomUUID(),
    });
    expect(captured.status).toBe('captured');
  });

  it('injects a fault only when random() falls under the failure rate', async () => {
    const rolls = [0.9, 0.1];
    const gateway = gatewayFor(t, {
      faults: { mode: 'error_5xx', failureRate: 0.25, random: () => rolls.shift() ?? 1 },
    });
    const charge = {
      sourceToken: 'pm_card_visa',
      amountMinor: 100,
      currency: 'EUR',
      description: 'Renewal',
    };
    expect((await gateway.chargeSource({ ...charge, idempotencyKey: randomUUID() })).status).toBe(
      'succeeded',
    );
    await expect(
      gateway.chargeSource({ ...charge, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('every call to the provider can fail: creating, reading and cancelling an intent too', async () => {
    const healthy = gatewayFor(t);
    const down = faulty('error_5xx');
    const create = {
      amountMinor: 1295,
      currency: 'EUR',
      methodType: 'card' as const,
      idempotencyKey: randomUUID(),
      description: 'Burrow VPN, 1 month',
    };
    await expect(down.createIntent(create)).rejects.toBeInstanceOf(GatewayUnavailableError);
    // A created intent whose answer was lost is the same intent when asked again with the key.
    const lost = faulty('drop_after_charge');
    await expect(lost.createIntent(create)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const intent = await healthy.createIntent(create);
    expect((await healthy.createIntent(create)).id).toBe(intent.id);
    await expect(down.retrieveIntent(intent.id)).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(down.cancelIntent(intent.id)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect((await healthy.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
    await expect(lost.cancelIntent(intent.id)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect((await healthy.cancelIntent(intent.id)).status).toBe('canceled');
  });

  it("the buyer's confirm answers 503 when the provider fails, and tells the truth when asked", async () => {
    const intent = await createIntent(gatewayFor(t));
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v1/intents/${intent.id}/confirm`,
        payload: { client_secret: intent.clientSecret, test_token: 'tok_visa' },
      });
    appRoll = 0;
    const dropped = await confirm();
    appRoll = 1;
    expect(dropped.statusCode).toBe(503);
    expect(dropped.json().error.code).toBe('service_unavailable');
    // The card was authorised before the answer was lost: a second confirm is refused, and
    // the intent's state says what happened.
    expect((await confirm()).statusCode).toBe(409);
    const state = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v1/intents/${intent.id}?client_secret=${intent.clientSecret}`,
    });
    expect(state.json()).toMatchObject({ status: 'authorized' });
  });

  it('a weighted mix draws each fault from its modes in proportion to their weights', async () => {
    // Each call rolls twice: whether it fails, then which mode (the first half: error_5xx).
    const rolls = [0, 0.25, 0, 0.75];
    const gateway = gatewayFor(t, {
      faults: {
        mode: { error_5xx: 1, slow: 1 },
        failureRate: 0.2,
        random: () => rolls.shift() ?? 1,
        delayMs: 1,
      },
    });
    const charge = {
      sourceToken: 'pm_card_visa',
      amountMinor: 100,
      currency: 'EUR',
      description: 'Renewal',
    };
    await expect(
      gateway.chargeSource({ ...charge, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect((await gateway.chargeSource({ ...charge, idempotencyKey: randomUUID() })).status).toBe(
      'succeeded',
    );
    expect(rolls).toEqual([]);
  });

  it('20 parallel captures with one key charge once and all answer the captured intent', async () => {
    const gateway = gatewayFor(t);
    const intent = await authorizedIntent(t, gateway);
    const capture = { amountMinor: 1295, idempotencyKey: randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gateway.captureIntent(intent.id, capture)),
    );
    expect(new Set(results.map((r) => `${r.status}/${r.chargeId}`)).size).toBe(1);
    expect(results[0]?.status).toBe('captured');
    expect(await chargesOfIntent(intent.id)).toBe(1);
  });

  it('parallel captures with different keys: one wins, the rest are refused', async () => {
    const gateway = gatewayFor(t);
    const intent = await authorizedIntent(t, gateway);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        gateway.captureIntent(intent.id, { amountMinor: 1295, idempotencyKey: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await chargesOfIntent(intent.id)).toBe(1);
  });

  it('parallel refunds with different keys never exceed the charge', async () => {
    const gateway = gatewayFor(t);
    const { chargeId } = await gateway.chargeSource({
      sourceToken: 'pm_card_visa',
      amountMinor: 1295,
      currency: 'EUR',
      idempotencyKey: randomUUID(),
      description: 'Renewal',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        gateway.refund({
          chargeId: chargeId ?? '',
          amountMinor: 300,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const total = await count(
      'SELECT COALESCE(sum(amount_minor), 0)::int AS n FROM sandbox_gateway_refunds WHERE charge_id = $1',
      [chargeId ?? ''],
    );
    expect(total).toBe(1200);
  });
});
