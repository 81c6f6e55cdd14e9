import type { GatewayClientBody, PaymentIntentResponse } from '@burrow/contract/checkout';
import type { PaymentIntentRequestSchema } from '@burrow/contract/checkout';
import { amountOf, toMinorUnits } from '@burrow/domain/money';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { invalidRequest, paymentProviderUnavailable } from '../../platform/errors';
import { GatewayUnavailableError, type PaymentPayer } from '../payments/payment-gateway';

/**
 * A purchase that charges nothing today (a free trial) still proves the card works: the
 * gateway authorises this small amount, and checkout releases it instead of capturing.
 */
export const CARD_CHECK_MINOR = 100;

const SUPPORTED_CURRENCIES = new Set(['USD', 'EUR', 'GBP']);

/** Opens a payment at the gateway for the amount the buyer saw; checkout later verifies it. */
export async function createPaymentIntent(
  ctx: AppContext,
  payer: PaymentPayer,
  request: z.output<typeof PaymentIntentRequestSchema>,
): Promise<PaymentIntentResponse> {
  const { tenantId } = payer;
  const currency = request.amount.currency.toUpperCase();
  if (!SUPPORTED_CURRENCIES.has(currency)) {
    throw invalidRequest('This currency is not supported.', {
      'amount.currency': 'Choose USD, EUR or GBP.',
    });
  }
  let minor: number;
  try {
    minor = toMinorUnits({ ...request.amount, currency });
  } catch {
    throw invalidRequest('The amount is not valid.', {
      amount: 'Not a valid amount of this currency.',
    });
  }
  if (minor < 0)
    throw invalidRequest('The amount is not valid.', { amount: 'Must not be negative.' });
  const amountMinor = minor === 0 ? CARD_CHECK_MINOR : minor;
  try {
    const intent = await ctx.gateway.createIntent({
      amountMinor,
      currency,
      methodType: request.paymentMethodType,
      idempotencyKey: `intent:${tenantId}:${request.checkoutAttemptId}:${request.paymentMethodType}:${currency}:${amountMinor}`,
      description: minor === 0 ? 'Burrow card check' : 'Burrow subscription',
      payer,
      metadata: {
        burrow_tenant_id: tenantId,
        burrow_flow: request.flow,
        burrow_checkout_attempt_id: request.checkoutAttemptId,
        ...(request.editSubscriptionFlowDetails
          ? { burrow_subscription_id: request.editSubscriptionFlowDetails.subscriptionId }
          : {}),
      },
    });
    const body: GatewayClientBody = {
      gateway: ctx.gateway.name,
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      hostedUrl: intent.hostedUrl,
      amount: amountOf(intent.amountMinor, intent.currency),
      paymentMethodType: request.paymentMethodType,
    };
    return { paymentIntentId: intent.id, chargebeeBody: JSON.stringify(body) };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw paymentProviderUnavailable();
    }
    throw error;
  }
}
