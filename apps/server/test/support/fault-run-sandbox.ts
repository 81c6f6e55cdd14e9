import type { SandboxFaults } from '../../src/modules/sandbox-gateway/faults';
import { createSandboxGateway } from '../../src/modules/sandbox-gateway/sandbox-gateway';
import { crashingGateway } from './crashing-gateway';
import type { FaultRunCard, FaultRunProvider } from './fault-run-provider';
import { createTestApp } from './test-app';

const TEST_TOKENS: Record<FaultRunCard, string> = {
  pays: 'tok_visa',
  declined: 'tok_declined',
  renewals_declined: 'tok_renewal_declines',
};

/**
 * The built-in sandbox gateway: faults inside the gateway itself (the port and its hosted
 * API alike: 503s, timeouts, slow answers and answers dropped after the work was done), the
 * buyer's confirm on its hosted API, and its own tables as the record of charges.
 */
export const sandboxFaultRun: FaultRunProvider = {
  name: 'sandbox',
  operations: 1000,
  async start({ kind, failureRate, faultRandom, crashNow, onCrash }) {
    const faults: SandboxFaults = {
      failureRate,
      mode: { error_5xx: 3, timeout: 2, slow: 2, drop_after_charge: 3 },
      random: faultRandom,
      delayMs: 2,
    };
    const app = await createTestApp(kind, {
      gatewayFaults: faults,
      paymentGateway: (db, clock) =>
        crashingGateway(createSandboxGateway(db, clock, '', { faults }), crashNow, onCrash),
    });
    return {
      app,
      async authorise({ paymentIntentId, clientSecret }, card, { untilDefinitive }) {
        const confirmed = await untilDefinitive('confirm', {
          method: 'POST',
          url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
          payload: { client_secret: clientSecret, test_token: TEST_TOKENS[card] },
        });
        // A confirm whose answer was lost is refused the second time: the intent says how it went.
        if (confirmed?.statusCode === 409) {
          await untilDefinitive('intent state', {
            method: 'GET',
            url: `/sandbox-gateway/v1/intents/${paymentIntentId}?client_secret=${clientSecret}`,
          });
        }
      },
      stopFaults() {
        faults.failureRate = 0;
      },
      async succeededCharges() {
        const rows = await app.app.db.query<{ id: string; amount: number; refunded: number }>(
          `SELECT c.id, c.amount_minor::int AS amount,
                  COALESCE((SELECT sum(r.amount_minor) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id), 0)::int AS refunded
             FROM sandbox_gateway_charges c WHERE c.status = 'succeeded'`,
        );
        return rows.map((c) => ({ id: c.id, amountMinor: c.amount, refundedMinor: c.refunded }));
      },
      // Keys that differ only by a re-issue suffix (":2") are one operation.
      async keptChargesByOperation() {
        return app.app.db.query<{ operation: string; chargeId: string }>(
          `SELECT regexp_replace(k.idempotency_key, ':[0-9]+$', '') AS operation, c.id AS "chargeId"
             FROM sandbox_gateway_idempotency_keys k
             JOIN sandbox_gateway_charges c ON c.id = k.result_id AND c.status = 'succeeded'
            WHERE k.operation = 'charge_source'
              AND COALESCE((SELECT sum(r.amount_minor) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id), 0) = 0`,
        );
      },
      async explain(chargeIds) {
        return {
          keys: await app.app.db.query(
            `SELECT operation, idempotency_key, result_id, created_at FROM sandbox_gateway_idempotency_keys
              WHERE result_id = ANY($1) OR result_id IN (SELECT id FROM sandbox_gateway_refunds WHERE charge_id = ANY($1))`,
            [chargeIds],
          ),
        };
      },
      close: () => app.close(),
    };
  },
};
