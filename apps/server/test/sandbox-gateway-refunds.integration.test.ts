import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { authorizedIntent, gatewayFor } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('sandbox gateway refunds on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const charge = (sourceToken: string) =>
    gateway.chargeSource({
      sourceToken,
      amountMinor: 1295,
      currency: 'EUR',
      idempotencyKey: randomUUID(),
      description: 'Renewal',
    });

  const capturedCharge = async () => {
    const intent = await authorizedIntent(t, gateway);
    const captured = await gateway.captureIntent(intent.id, {
      amountMinor: 1295,
      idempotencyKey: randomUUID(),
    });
    return captured.chargeId ?? '';
  };

  it('refunds in parts up to the captured amount, and no further', async () => {
    const chargeId = await capturedCharge();
    const part = await gateway.refund({
      chargeId,
      amountMinor: 500,
      idempotencyKey: randomUUID(),
    });
    expect(part).toEqual({
      id: expect.stringMatching(/^re_/),
      chargeId,
      amountMinor: 500,
      status: 'succeeded',
    });
    await expect(
      gateway.refund({ chargeId, amountMinor: 796, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
    const rest = await gateway.refund({
      chargeId,
      amountMinor: 795,
      idempotencyKey: randomUUID(),
    });
    expect(rest.amountMinor).toBe(795);
    await expect(
      gateway.refund({ chargeId, amountMinor: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_charge' });
  });

  it('refunds once per key', async () => {
    const chargeId = await capturedCharge();
    const key = randomUUID();
    const first = await gateway.refund({ chargeId, amountMinor: 1295, idempotencyKey: key });
    expect(await gateway.refund({ chargeId, amountMinor: 1295, idempotencyKey: key })).toEqual(
      first,
    );
    await expect(
      gateway.refund({ chargeId, amountMinor: 100, idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    const rows = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_gateway_refunds WHERE charge_id = $1',
      [chargeId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refunds a successful off-session charge and refuses an unknown one', async () => {
    const { chargeId } = await charge('pm_card_visa');
    const refund = await gateway.refund({
      chargeId: chargeId ?? '',
      amountMinor: 1295,
      idempotencyKey: randomUUID(),
    });
    expect(refund.status).toBe('succeeded');
    await expect(
      gateway.refund({ chargeId: 'ch_nope', amountMinor: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
