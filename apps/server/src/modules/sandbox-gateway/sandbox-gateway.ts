import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import {
  HARD_DECLINE_REASONS,
  type CommonFailureReason,
} from '@burrow/domain/payment-failure-reasons';
import type { ChargeResult, PaymentGateway, RefundResult } from '../payments/payment-gateway';
import { isExpired } from './card-input';
import { withFaults, type SandboxFaults } from './faults';
import { runOnce } from './idempotency';
import { findIntent, findPaymentMethod, insertIntent, updateIntent } from './intent-repository';
import { loadIntent, newClientSecret, newId } from './intent-mapping';
import {
  findCharge,
  findRefund,
  insertCharge,
  insertRefund,
  refundedMinor,
  type ChargeRow,
} from './ledger-repository';
import { missing, SandboxGatewayError } from './sandbox-errors';
import { FAILURE_MESSAGES, type TestBehaviour } from './test-cards';

export interface SandboxGatewayOptions {
  /** Makes every call to the provider misbehave now and then; none by default. */
  faults?: SandboxFaults;
  /**
   * Milliseconds a charge of a saved method waits before it is made, as a real provider's
   * round trip would: for measuring how the billing run copes (decision 0134). None by default.
   */
  chargeLatencyMs?: number;
}

function requireAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new SandboxGatewayError('parameter_invalid', 'amountMinor must be a positive integer.');
  }
}

function requireCurrency(currency: string): void {
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new SandboxGatewayError('parameter_invalid', 'currency must be an ISO 4217 code.');
  }
}

/** What an off-session charge of a saved method does, by its test behaviour. */
function offSessionOutcome(behaviour: TestBehaviour): CommonFailureReason | null {
  if (behaviour === 'succeeds') return null;
  if (behaviour === 'succeeds_then_declines') return 'payment_declined';
  // Off-session there is no buyer to complete a 3-D Secure challenge.
  if (behaviour === 'requires_3ds') return 'sca_failed';
  return behaviour;
}

function toChargeResult(charge: ChargeRow): ChargeResult {
  const failure = charge.failure_reason
    ? { reason: charge.failure_reason, message: charge.failure_message ?? '' }
    : null;
  return {
    status: charge.status,
    chargeId: charge.status === 'succeeded' ? charge.id : null,
    paymentId: charge.intent_id,
    amountMinor: Number(charge.amount_minor),
    currency: charge.currency,
    failure,
    hardDecline: failure !== null && HARD_DECLINE_REASONS.has(failure.reason),
  };
}

/**
 * The sandbox PSP behind the PaymentGateway port. Every state change is one transaction;
 * every money-moving call is idempotent by key. `publicBase` prefixes hosted URLs: '' keeps
 * them relative, which is right when the gateway is served by the app's own server.
 */
export function createSandboxGateway(
  db: Database,
  clock: Clock,
  publicBase = '',
  options: SandboxGatewayOptions = {},
): PaymentGateway {
  const { faults, chargeLatencyMs = 0 } = options;
  const loadAnswer = (intentId: string) => loadIntent(db, intentId, publicBase);

  return {
    name: 'sandbox',

    async createIntent({ amountMinor, currency, methodType, idempotencyKey, description }) {
      requireAmount(amountMinor);
      requireCurrency(currency);
      const parameters = [amountMinor, currency, methodType, description];
      const intentId = await withFaults(faults, 'create_intent', () =>
        db.transaction((tx) =>
          runOnce(tx, 'create_intent', idempotencyKey, parameters, clock.now(), async () => {
            const id = newId('pi');
            const intent = { id, client_secret: newClientSecret(id), amount_minor: amountMinor };
            await insertIntent(
              tx,
              { ...intent, currency, method_type: methodType, description },
              clock.now(),
            );
            return id;
          }),
        ),
      );
      return loadAnswer(intentId);
    },

    retrieveIntent: (intentId) => withFaults(faults, 'retrieve_intent', () => loadAnswer(intentId)),

    async captureIntent(intentId, { amountMinor, idempotencyKey }) {
      requireAmount(amountMinor);
      await withFaults(faults, 'capture', () =>
        db.transaction((tx) =>
          runOnce(tx, 'capture', idempotencyKey, [intentId, amountMinor], clock.now(), async () => {
            const intent = await findIntent(tx, intentId, true);
            if (!intent) throw missing('payment intent', intentId);
            if (intent.status !== 'authorized' || !intent.payment_method_token) {
              throw new SandboxGatewayError(
                'invalid_state',
                `Only an authorized intent can be captured; ${intentId} is ${intent.status}.`,
              );
            }
            if (amountMinor !== Number(intent.amount_minor)) {
              throw new SandboxGatewayError(
                'amount_mismatch',
                `Intent ${intentId} is authorized for ${intent.amount_minor}, not ${amountMinor}.`,
              );
            }
            const chargeId = newId('ch');
            await insertCharge(
              tx,
              {
                id: chargeId,
                intent_id: intentId,
                payment_method_token: intent.payment_method_token,
                amount_minor: amountMinor,
                currency: intent.currency,
                status: 'succeeded',
                failure_reason: null,
                failure_message: null,
                description: intent.description,
              },
              clock.now(),
            );
            await updateIntent(tx, intentId, { status: 'captured', chargeId }, clock.now());
            return chargeId;
          }),
        ),
      );
      return loadAnswer(intentId);
    },

    async cancelIntent(intentId) {
      // Cancelling is idempotent by nature: a canceled intent stays canceled.
      await withFaults(faults, 'cancel', () =>
        db.transaction(async (tx) => {
          const intent = await findIntent(tx, intentId, true);
          if (!intent) throw missing('payment intent', intentId);
          if (intent.status === 'canceled') return;
          if (intent.status === 'captured' || intent.status === 'failed') {
            throw new SandboxGatewayError(
              'invalid_state',
              `Intent ${intentId} is ${intent.status} and can no longer be canceled.`,
            );
          }
          // Cancelling an authorized intent releases the hold (nothing is charged) but keeps
          // its method as a reusable source; a card still in 3-D Secure was never authorised.
          const change = intent.status === 'authorized' ? {} : { paymentMethodToken: null };
          await updateIntent(tx, intentId, { status: 'canceled', ...change }, clock.now());
        }),
      );
      return loadAnswer(intentId);
    },

    async chargeSource({ sourceToken, amountMinor, currency, idempotencyKey, description }) {
      requireAmount(amountMinor);
      requireCurrency(currency);
      const parameters = [sourceToken, amountMinor, currency, description];
      if (chargeLatencyMs > 0) await delay(chargeLatencyMs);
      const chargeId = await withFaults(faults, 'charge', () =>
        db.transaction((tx) =>
          runOnce(tx, 'charge_source', idempotencyKey, parameters, clock.now(), async () => {
            const method = await findPaymentMethod(tx, sourceToken);
            if (!method) throw missing('payment method', sourceToken);
            const expired =
              method.exp_month !== null &&
              method.exp_year !== null &&
              isExpired(method.exp_month, method.exp_year, clock.now());
            const reason = expired ? 'expired_card' : offSessionOutcome(method.test_behaviour);
            const id = newId('ch');
            await insertCharge(
              tx,
              {
                id,
                intent_id: null,
                payment_method_token: sourceToken,
                amount_minor: amountMinor,
                currency,
                status: reason ? 'failed' : 'succeeded',
                failure_reason: reason,
                failure_message: reason ? FAILURE_MESSAGES[reason] : null,
                description,
              },
              clock.now(),
            );
            return id;
          }),
        ),
      );
      const charge = await findCharge(db, chargeId);
      if (!charge) throw missing('charge', chargeId);
      return toChargeResult(charge);
    },

    async refund({ chargeId, amountMinor, idempotencyKey }): Promise<RefundResult> {
      requireAmount(amountMinor);
      const refundId = await withFaults(faults, 'refund', () =>
        db.transaction((tx) =>
          runOnce(tx, 'refund', idempotencyKey, [chargeId, amountMinor], clock.now(), async () => {
            const charge = await findCharge(tx, chargeId, true);
            if (!charge) throw missing('charge', chargeId);
            if (charge.status !== 'succeeded') {
              throw new SandboxGatewayError('invalid_state', `Charge ${chargeId} did not succeed.`);
            }
            const refundable = Number(charge.amount_minor) - (await refundedMinor(tx, chargeId));
            if (amountMinor > refundable) {
              throw new SandboxGatewayError(
                'refund_exceeds_charge',
                `Only ${refundable} of charge ${chargeId} is left to refund, not ${amountMinor}.`,
              );
            }
            const id = newId('re');
            const refund = { id, charge_id: chargeId, amount_minor: amountMinor };
            await insertRefund(tx, { ...refund, status: 'succeeded' }, clock.now());
            return id;
          }),
        ),
      );
      const refund = await findRefund(db, refundId);
      if (!refund) throw missing('refund', refundId);
      return {
        id: refund.id,
        chargeId: refund.charge_id,
        amountMinor: Number(refund.amount_minor),
        status: refund.status,
      };
    },
  };
}
