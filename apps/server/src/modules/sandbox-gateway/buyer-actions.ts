import { createHmac } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { safeEqual } from '../../platform/secrets';
import type { GatewayMethodType, IntentStatus } from '../payments/payment-gateway';
import {
  checkCardFields,
  isExpired,
  type FieldErrors,
  type CardFields,
  type ValidCard,
} from './card-input';
import {
  fingerprintKey,
  findIntent,
  findIntentWithMethod,
  insertPaymentMethod,
  updateIntent,
  type IntentChange,
  type IntentRow,
  type PaymentMethodRow,
} from './intent-repository';
import { newId } from './intent-mapping';
import { missing, SandboxGatewayError } from './sandbox-errors';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';
import { FAILURE_MESSAGES, TEST_CARDS } from './test-cards';
import { TEST_TOKENS, type TestToken } from './test-tokens';

/** An intent as its hosted page sees it, with the method the buyer used if any. */
export interface BuyerView {
  intent: IntentRow;
  method: PaymentMethodRow | undefined;
}

export type Decision = 'approve' | 'cancel';

/**
 * What the hosted card form's submission came to: field errors to correct, a decline the
 * buyer may answer with another card on the same intent, or a new state to show.
 */
export type CardFormOutcome =
  | { kind: 'field_errors'; errors: FieldErrors }
  | { kind: 'declined'; reason: CommonFailureReason }
  | { kind: 'submitted' };

const TEST_TOKEN_CARD_YEARS = 3;
const SANDBOX_PAYPAL_PAYER = 'buyer@paypal.sandbox.test';

const WALLET_METHODS: readonly GatewayMethodType[] = ['apple_pay', 'google_pay'];

/**
 * What the buyer does in the gateway's hosted UI (or with a test token): pay with a card,
 * pass or fail 3-D Secure, approve or cancel PayPal and wallets. Each action proves it may
 * act on the intent with its client secret and changes it in one transaction.
 */
export function createBuyerActions(db: Database, clock: Clock) {
  // Written once by the migration and never changed: read once per process (decision 0135).
  let fingerprintKeyRead: string | undefined;
  const fingerprintKeyOnce = async (q: Queryable) =>
    (fingerprintKeyRead ??= await fingerprintKey(q));
  /** A wrong secret and an unknown intent look the same: 404. */
  const authorise = (intent: IntentRow | undefined, intentId: string, clientSecret: string) => {
    if (!intent || !safeEqual(intent.client_secret, clientSecret)) {
      throw missing('payment intent', intentId);
    }
    return intent;
  };

  const view = async (q: Queryable, intentId: string, clientSecret: string) => {
    const found = await findIntentWithMethod(q, intentId);
    const intent = authorise(found?.intent, intentId, clientSecret);
    return { intent, method: found?.method };
  };

  /** Locks the intent and checks it awaits this kind of buyer step. */
  const act = async <T>(
    intentId: string,
    clientSecret: string,
    expected: { status: IntentStatus; methods: readonly GatewayMethodType[] },
    work: (tx: Queryable, intent: IntentRow, now: Date) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const intent = authorise(await findIntent(tx, intentId, true), intentId, clientSecret);
      if (intent.status !== expected.status || !expected.methods.includes(intent.method_type)) {
        throw new SandboxGatewayError(
          'invalid_state',
          `Intent ${intentId} (${intent.method_type}, ${intent.status}) does not accept this step.`,
        );
      }
      return work(tx, intent, clock.now());
    });

  const saveMethod = async (tx: Queryable, method: Omit<PaymentMethodRow, 'token'>, now: Date) => {
    const token = newId('pm');
    await insertPaymentMethod(tx, { token, ...method }, now);
    return token;
  };

  /**
   * Tokenises the card (keeping no number or CVC) and authorises the intent with it. With
   * `retryable` (the hosted form, where the buyer is present) a decline leaves the intent
   * payable with the decline as its last failure, as a PSP's hosted fields do, so the buyer
   * can try another card; from a script it ends the intent. Returns the decline, if any.
   */
  const payWithValidCard = (
    intentId: string,
    clientSecret: string,
    card: ValidCard,
    retryable = false,
  ): Promise<CommonFailureReason | null> =>
    act(
      intentId,
      clientSecret,
      { status: 'requires_payment_method', methods: ['card'] },
      async (tx, intent, now) => {
        const fingerprint = createHmac('sha256', await fingerprintKeyOnce(tx))
          .update(card.digits)
          .digest('base64url');
        const token = await saveMethod(
          tx,
          {
            method_type: 'card',
            brand: card.brand,
            last4: card.digits.slice(-4),
            exp_month: card.expMonth,
            exp_year: card.expYear,
            fingerprint,
            payer_email: null,
            test_behaviour: card.behaviour,
          },
          now,
        );
        const reason = isExpired(card.expMonth, card.expYear, now)
          ? 'expired_card'
          : card.behaviour;
        const declined =
          reason !== 'succeeds' && reason !== 'succeeds_then_declines' && reason !== 'requires_3ds';
        const change: IntentChange = !declined
          ? { status: reason === 'requires_3ds' ? 'requires_action' : 'authorized', failure: null }
          : {
              status: retryable ? 'requires_payment_method' : 'failed',
              failure: { reason, message: FAILURE_MESSAGES[reason] },
            };
        await updateIntent(tx, intent.id, { ...change, paymentMethodToken: token }, now);
        return declined ? reason : null;
      },
    );

  /** PayPal and wallets: the buyer approves (a reusable token is saved) or cancels. */
  const decide = (
    intentId: string,
    clientSecret: string,
    methods: readonly GatewayMethodType[],
    decision: Decision,
  ) =>
    act(
      intentId,
      clientSecret,
      { status: 'requires_payment_method', methods },
      async (tx, intent, now) => {
        if (decision === 'cancel') {
          const failure = {
            reason: 'payment_cancelled' as const,
            message: FAILURE_MESSAGES.payment_cancelled,
          };
          await updateIntent(tx, intent.id, { status: 'canceled', failure }, now);
          return;
        }
        const paypal = intent.method_type === 'paypal';
        const token = await saveMethod(
          tx,
          {
            method_type: intent.method_type,
            // A wallet pays with a device card number; the sandbox's is a Visa ending 4242.
            brand: paypal ? null : 'visa',
            last4: paypal ? null : '4242',
            exp_month: paypal ? null : 12,
            exp_year: paypal ? null : now.getUTCFullYear() + TEST_TOKEN_CARD_YEARS,
            fingerprint: null,
            payer_email: paypal ? SANDBOX_PAYPAL_PAYER : null,
            test_behaviour: 'succeeds',
          },
          now,
        );
        await updateIntent(tx, intent.id, { status: 'authorized', paymentMethodToken: token }, now);
      },
    );

  return {
    view: (intentId: string, clientSecret: string): Promise<BuyerView> =>
      view(db, intentId, clientSecret),

    /**
     * The hosted card form. Field errors leave the intent as it was, so the buyer can correct
     * the form; a decline leaves it payable, so the buyer can try another card.
     */
    async payWithCard(
      intentId: string,
      clientSecret: string,
      fields: CardFields,
    ): Promise<CardFormOutcome> {
      const intent = authorise(await findIntent(db, intentId), intentId, clientSecret);
      // Checked again under lock when paying; here so a stale form gets no field errors.
      if (intent.status !== 'requires_payment_method' || intent.method_type !== 'card') {
        throw new SandboxGatewayError('invalid_state', `Intent ${intentId} takes no card now.`);
      }
      const check = checkCardFields(fields);
      if (!check.ok) return { kind: 'field_errors', errors: check.errors };
      const declined = await payWithValidCard(intentId, clientSecret, check.card, true);
      return declined ? { kind: 'declined', reason: declined } : { kind: 'submitted' };
    },

    /**
     * Ends 3-D Secure. A failed authentication ends the intent from a script; on the hosted
     * page (`retryable`) it leaves the intent payable with `sca_failed`, like a decline.
     */
    finishChallenge: (
      intentId: string,
      clientSecret: string,
      outcome: 'complete' | 'fail',
      retryable = false,
    ) =>
      act(
        intentId,
        clientSecret,
        { status: 'requires_action', methods: ['card'] },
        async (tx, intent, now) => {
          const change: IntentChange =
            outcome === 'complete'
              ? { status: 'authorized' }
              : {
                  status: retryable ? 'requires_payment_method' : 'failed',
                  failure: { reason: 'sca_failed', message: FAILURE_MESSAGES.sca_failed },
                };
          await updateIntent(tx, intent.id, change, now);
        },
      ),

    decidePaypal: (intentId: string, clientSecret: string, decision: Decision) =>
      decide(intentId, clientSecret, ['paypal'], decision),

    decideWallet: (intentId: string, clientSecret: string, decision: Decision) =>
      decide(intentId, clientSecret, WALLET_METHODS, decision),

    /** The scripted equivalent of the hosted UI: see README "Paying from a script". */
    async payWithTestToken(intentId: string, clientSecret: string, name: TestToken): Promise<void> {
      const token = TEST_TOKENS[name];
      if (token.kind === 'paypal')
        return decide(intentId, clientSecret, ['paypal'], token.decision);
      if (token.kind === 'wallet')
        return decide(intentId, clientSecret, WALLET_METHODS, token.decision);
      const testCard = TEST_CARDS.find((card) => card.number === token.number);
      if (!testCard) throw new Error(`test token ${name} names no test card`);
      const expYear = clock.now().getUTCFullYear() + TEST_TOKEN_CARD_YEARS;
      const card = { ...testCard, digits: testCard.number, expMonth: 12, expYear };
      await payWithValidCard(intentId, clientSecret, card);
    },
  };
}

export type BuyerActions = ReturnType<typeof createBuyerActions>;
