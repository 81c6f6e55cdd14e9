import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { SAVED_TEST_SOURCES } from '../src/modules/sandbox-gateway/test-tokens';
import {
  authorizedIntent,
  cardFields,
  createIntent,
  gatewayFor,
  payPath,
  postForm,
} from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('sandbox gateway through the port on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const chargeRows = async (intentId: string) =>
    (
      await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE intent_id = $1',
        [intentId],
      )
    )[0]?.n;

  const charge = (sourceToken: string, idempotencyKey = randomUUID(), amountMinor = 1295) =>
    gateway.chargeSource({
      sourceToken,
      amountMinor,
      currency: 'EUR',
      idempotencyKey,
      description: 'Renewal',
    });

  describe('intents', () => {
    it('creates one intent per idempotency key, with a relative hosted URL', async () => {
      const input = {
        amountMinor: 4999,
        currency: 'USD',
        methodType: 'card' as const,
        idempotencyKey: randomUUID(),
        description: 'Burrow VPN, 12 months',
      };
      const first = await gateway.createIntent(input);
      const again = await gateway.createIntent(input);
      expect(again).toEqual(first);
      expect(first).toMatchObject({
        status: 'requires_payment_method',
        amountMinor: 4999,
        currency: 'USD',
        source: null,
        failure: null,
        chargeId: null,
      });
      expect(first.hostedUrl).toBe(
        `/sandbox-gateway/pay/${first.id}?client_secret=${first.clientSecret}`,
      );
      await expect(gateway.createIntent({ ...input, amountMinor: 5000 })).rejects.toMatchObject({
        code: 'idempotency_key_reused',
      });
    });

    it('refuses a non-integer or non-positive amount and a malformed currency', async () => {
      for (const overrides of [{ amountMinor: 12.95 }, { amountMinor: 0 }, { currency: 'eur' }]) {
        await expect(createIntent(gateway, overrides)).rejects.toMatchObject({
          code: 'parameter_invalid',
        });
      }
      await expect(gateway.retrieveIntent('pi_missing')).rejects.toMatchObject({
        code: 'resource_missing',
      });
    });
  });

  describe('capture', () => {
    it('captures an authorised intent exactly once per key', async () => {
      const intent = await authorizedIntent(t, gateway);
      const key = randomUUID();
      const captured = await gateway.captureIntent(intent.id, {
        amountMinor: 1295,
        idempotencyKey: key,
      });
      const replay = await gateway.captureIntent(intent.id, {
        amountMinor: 1295,
        idempotencyKey: key,
      });
      expect(captured.status).toBe('captured');
      expect(captured.chargeId).toMatch(/^ch_/);
      expect(replay).toEqual(captured);
      expect(await chargeRows(intent.id)).toBe(1);
      // Another key cannot capture it again.
      await expect(
        gateway.captureIntent(intent.id, { amountMinor: 1295, idempotencyKey: randomUUID() }),
      ).rejects.toMatchObject({ code: 'invalid_state' });
      expect(await chargeRows(intent.id)).toBe(1);
    });

    it('refuses to capture any amount but the authorised one', async () => {
      const intent = await authorizedIntent(t, gateway);
      for (const amountMinor of [1294, 1296]) {
        await expect(
          gateway.captureIntent(intent.id, { amountMinor, idempotencyKey: randomUUID() }),
        ).rejects.toMatchObject({ code: 'amount_mismatch' });
      }
      expect((await gateway.retrieveIntent(intent.id)).status).toBe('authorized');
      expect(await chargeRows(intent.id)).toBe(0);
    });

    it('refuses to capture an intent that is not authorised', async () => {
      const unpaid = await createIntent(gateway);
      const failed = await authorizedIntent(t, gateway, 'tok_declined');
      const pending3ds = await authorizedIntent(t, gateway, 'tok_3ds_required');
      for (const intent of [unpaid, failed, pending3ds]) {
        await expect(
          gateway.captureIntent(intent.id, { amountMinor: 1295, idempotencyKey: randomUUID() }),
        ).rejects.toMatchObject({ code: 'invalid_state' });
      }
    });
  });

  describe('cancel', () => {
    it('cancels an unpaid or authorised intent, once, and then refuses to capture it', async () => {
      const unpaid = await createIntent(gateway);
      const authorized = await authorizedIntent(t, gateway);
      expect((await gateway.cancelIntent(unpaid.id)).status).toBe('canceled');
      expect((await gateway.cancelIntent(authorized.id)).status).toBe('canceled');
      expect((await gateway.cancelIntent(authorized.id)).status).toBe('canceled');
      await expect(
        gateway.captureIntent(authorized.id, { amountMinor: 1295, idempotencyKey: randomUUID() }),
      ).rejects.toMatchObject({ code: 'invalid_state' });
      // The hosted page no longer takes a card.
      await postForm(
        t,
        payPath(unpaid.id, 'card'),
        cardFields(unpaid.clientSecret, '4242424242424242'),
      );
      expect((await gateway.retrieveIntent(unpaid.id)).status).toBe('canceled');
    });

    it('keeps an authorised card as a reusable source after cancelling the hold', async () => {
      const trialCheck = await authorizedIntent(t, gateway, 'tok_visa', 100);
      const released = await gateway.cancelIntent(trialCheck.id);
      expect(released).toMatchObject({ status: 'canceled', failure: null, chargeId: null });
      expect(released.source).toEqual(trialCheck.source);
      const renewal = await charge(released.source?.token ?? '');
      expect(renewal.status).toBe('succeeded');
      // A card still waiting for 3-D Secure was never authorised: no source.
      const pending = await authorizedIntent(t, gateway, 'tok_3ds_required');
      expect((await gateway.cancelIntent(pending.id)).source).toBeNull();
    });

    it('refuses to cancel a captured intent', async () => {
      const intent = await authorizedIntent(t, gateway);
      await gateway.captureIntent(intent.id, { amountMinor: 1295, idempotencyKey: randomUUID() });
      await expect(gateway.cancelIntent(intent.id)).rejects.toMatchObject({
        code: 'invalid_state',
      });
    });
  });

  describe('chargeSource', () => {
    it('holds every documented saved test source with its behaviour', async () => {
      const rows = await t.app.db.query<{ token: string; test_behaviour: string }>(
        'SELECT token, test_behaviour FROM sandbox_gateway_payment_methods WHERE token = ANY($1)',
        [Object.keys(SAVED_TEST_SOURCES)],
      );
      const seeded = Object.fromEntries(rows.map((row) => [row.token, row.test_behaviour]));
      expect(seeded).toEqual(SAVED_TEST_SOURCES);
    });

    it('charges the token an authorised intent saved', async () => {
      const intent = await authorizedIntent(t, gateway);
      const result = await charge(intent.source?.token ?? '');
      expect(result).toEqual({
        status: 'succeeded',
        chargeId: expect.stringMatching(/^ch_/),
        paymentId: null,
        amountMinor: 1295,
        currency: 'EUR',
        failure: null,
        hardDecline: false,
      });
    });

    it.each([
      ['pm_card_visa', null, false],
      ['pm_paypal', null, false],
      ['pm_card_declined', 'payment_declined', false],
      ['pm_card_insufficient_funds', 'insufficient_funds', false],
      ['pm_card_processing_error', 'processing_error', false],
      ['pm_card_3ds_required', 'sca_failed', false],
      ['pm_card_renewal_declines', 'payment_declined', false],
      ['pm_card_fraud', 'fraud_suspected', true],
      ['pm_card_expired', 'expired_card', true],
      ['pm_card_incorrect_cvc', 'incorrect_cvc', true],
    ])('%s: failure %s, hard decline %s', async (token, reason, hard) => {
      expect(Object.keys(SAVED_TEST_SOURCES)).toContain(token);
      const result = await charge(token);
      expect(result.status).toBe(reason ? 'failed' : 'succeeded');
      expect(result.failure?.reason ?? null).toBe(reason);
      expect(result.hardDecline).toBe(hard);
      expect(result.chargeId === null).toBe(reason !== null);
    });

    it('declines renewals of a card that authorised on-session but declines later', async () => {
      const intent = await authorizedIntent(t, gateway, 'tok_renewal_declines');
      const result = await charge(intent.source?.token ?? '');
      expect(result).toMatchObject({ status: 'failed', hardDecline: false });
    });

    it('declines a saved card once it has expired, as a hard decline', async () => {
      const intent = await createIntent(gateway);
      await postForm(
        t,
        payPath(intent.id, 'card'),
        cardFields(intent.clientSecret, '4242424242424242', { expiry: '07/26' }),
      );
      const token = (await gateway.retrieveIntent(intent.id)).source?.token ?? '';
      expect((await charge(token)).status).toBe('succeeded');
      t.clock.set(new Date('2026-08-01T00:00:00Z'));
      try {
        expect(await charge(token)).toMatchObject({
          status: 'failed',
          failure: { reason: 'expired_card' },
          hardDecline: true,
        });
      } finally {
        t.clock.set(new Date('2026-06-15T12:00:00Z'));
      }
    });

    it('answers a repeated key with the first result and refuses it with other parameters', async () => {
      const key = randomUUID();
      const first = await charge('pm_card_visa', key);
      expect(await charge('pm_card_visa', key)).toEqual(first);
      const declined = randomUUID();
      expect(await charge('pm_card_declined', declined)).toEqual(
        await charge('pm_card_declined', declined),
      );
      await expect(charge('pm_card_visa', key, 999)).rejects.toMatchObject({
        code: 'idempotency_key_reused',
      });
      await expect(charge('pm_nope')).rejects.toMatchObject({ code: 'resource_missing' });
    });
  });
});
