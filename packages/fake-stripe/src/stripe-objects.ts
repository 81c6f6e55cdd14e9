import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CardDecline, TestCard } from './test-cards';

/**
 * New Stripe objects, complete and typed with the SDK's own types so the compiler checks their
 * shapes against API version 2026-10-28. Fields the fake does not model carry Stripe's
 * documented default (mostly null).
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id like Stripe's: a prefix and 24 random characters (`pi_3Q…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${suffix}`;
}

export function customerObject(fields: {
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: fields.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: newId('X', 6).slice(2).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function cardPaymentMethodObject(fields: {
  created: number;
  card: TestCard;
  expMonth: number;
  expYear: number;
  billingDetails?: Partial<Stripe.PaymentMethod.BillingDetails>;
  metadata: Stripe.Metadata;
}): Stripe.PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: null,
      email: null,
      name: null,
      phone: null,
      tax_id: null,
      ...fields.billingDetails,
    },
    card: {
      brand: fields.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: fields.card.country,
      display_brand: fields.card.brand,
      exp_month: fields.expMonth,
      exp_year: fields.expYear,
      fingerprint: fingerprintOf(fields.card.number),
      funding: fields.card.funding,
      generated_from: null,
      last4: fields.card.number.slice(-4),
      networks: { available: [fields.card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: fields.created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: fields.metadata,
    type: 'card',
  };
}

export function paypalPaymentMethodObject(fields: {
  created: number;
  payerEmail: string;
  billingDetails?: Partial<Stripe.PaymentMethod.BillingDetails>;
  metadata: Stripe.Metadata;
}): Stripe.PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: null,
      email: fields.payerEmail,
      name: null,
      phone: null,
      tax_id: null,
      ...fields.billingDetails,
    },
    created: fields.created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: fields.metadata,
    paypal: { country: 'US', payer_email: fields.payerEmail, payer_id: newId('P', 13).slice(2) },
    type: 'paypal',
  };
}

/** Stable per card number, as Stripe's fingerprint is per card. */
function fingerprintOf(number: string): string {
  let hash = 0;
  for (const ch of number) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `fp${hash.toString(36)}${number.length}`.padEnd(16, 'x');
}

export function paymentIntentObject(fields: {
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  automaticPaymentMethods: boolean;
  paymentMethodTypes: string[];
  receiptEmail: string | null;
  statementDescriptorSuffix: string | null;
}): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automaticPaymentMethods
      ? { allow_redirects: 'always', enabled: true }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: fields.captureMethod,
    client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
    confirmation_method: 'automatic',
    created: fields.created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: fields.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: fields.statementDescriptorSuffix,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

function approvedOutcome(): Stripe.Charge.Outcome {
  return {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'approved_by_network',
    reason: null,
    risk_level: 'normal',
    risk_score: 32,
    seller_message: 'Payment complete.',
    type: 'authorized',
  };
}

function declinedOutcome(decline: CardDecline): Stripe.Charge.Outcome {
  const blocked = decline.declineCode === 'fraudulent';
  return {
    advice_code: decline.declineCode === 'insufficient_funds' ? 'try_again_later' : null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: blocked ? 'not_sent_to_network' : 'declined_by_network',
    reason: blocked ? 'highest_risk_level' : decline.declineCode,
    risk_level: blocked ? 'highest' : 'normal',
    risk_score: blocked ? 95 : 32,
    seller_message: blocked
      ? 'Stripe blocked this payment as too risky.'
      : 'The bank did not return any further details with this decline.',
    type: blocked ? 'blocked' : 'issuer_declined',
  };
}

/**
 * The charge of one payment attempt: `decline` null for an authorised one (captured at once
 * when `captured`), or the decline that failed it.
 */
export function chargeObject(fields: {
  created: number;
  paymentIntent: Stripe.PaymentIntent;
  paymentMethod: Stripe.PaymentMethod;
  captured: boolean;
  decline: CardDecline | null;
  threeDSecure: boolean;
}): Stripe.Charge {
  const { paymentIntent: pi, paymentMethod: pm, decline } = fields;
  const card = pm.card;
  const succeeded = decline === null;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: succeeded && fields.captured ? pi.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded && fields.captured ? newId('txn') : null,
    billing_details: {
      address: pm.billing_details.address,
      email: pm.billing_details.email,
      name: pm.billing_details.name,
      phone: pm.billing_details.phone,
      tax_id: null,
    },
    calculated_statement_descriptor: 'BURROW',
    captured: succeeded && fields.captured,
    created: fields.created,
    currency: pi.currency,
    customer: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...pi.metadata },
    on_behalf_of: null,
    outcome: decline ? declinedOutcome(decline) : approvedOutcome(),
    paid: succeeded,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: pm.paypal
      ? {
          type: 'paypal',
          paypal: {
            ...pm.paypal,
            payer_name: pm.billing_details.name,
            seller_protection: { dispute_categories: null, status: 'not_eligible' },
            transaction_id: succeeded ? newId('PAY', 17).slice(4).toUpperCase() : null,
          },
        }
      : {
          type: 'card',
          card: {
            amount_authorized: succeeded ? pi.amount : null,
            authorization_code: succeeded ? String(100000 + (fields.created % 900000)) : null,
            brand: card?.brand ?? null,
            checks: card?.checks ?? null,
            country: card?.country ?? null,
            exp_month: card?.exp_month ?? 0,
            exp_year: card?.exp_year ?? 0,
            fingerprint: card?.fingerprint ?? null,
            funding: card?.funding ?? null,
            installments: null,
            last4: card?.last4 ?? null,
            mandate: null,
            network: card?.brand ?? null,
            network_transaction_id: succeeded ? newId('ntx', 15).slice(4) : null,
            regulated_status: 'unregulated',
            three_d_secure: fields.threeDSecure
              ? {
                  authentication_flow: 'challenge',
                  electronic_commerce_indicator: '05',
                  exemption_indicator: null,
                  result: 'authenticated',
                  result_reason: null,
                  transaction_id: newId('tds'),
                  version: '2.2.0',
                }
              : null,
            electronic_commerce_indicator: fields.threeDSecure ? '05' : null,
            transaction_link_id: null,
            wallet: null,
          },
        },
    receipt_email: pi.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: pi.statement_descriptor_suffix,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refundObject(fields: {
  created: number;
  charge: Stripe.Charge;
  amount: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Stripe.Metadata;
}): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: newId('txn'),
    charge: fields.charge.id,
    created: fields.created,
    currency: fields.charge.currency,
    customer: typeof fields.charge.customer === 'string' ? fields.charge.customer : null,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: {
        reference_status: 'pending',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      },
    },
    metadata: fields.metadata,
    payment_intent:
      typeof fields.charge.payment_intent === 'string' ? fields.charge.payment_intent : null,
    payment_method: fields.charge.payment_method,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function disputeObject(fields: {
  created: number;
  charge: Stripe.Charge;
  amount: number;
  reason: string;
  dueBy: number;
}): Stripe.Dispute {
  return {
    id: newId('du'),
    object: 'dispute',
    amount: fields.amount,
    balance_transactions: [],
    charge: fields.charge.id,
    created: fields.created,
    currency: fields.charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: fields.dueBy,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent:
      typeof fields.charge.payment_intent === 'string' ? fields.charge.payment_intent : null,
    reason: fields.reason,
    status: 'needs_response',
  };
}

/** A balance transaction of a dispute's withdrawal or reinstatement. */
export function disputeBalanceTransaction(fields: {
  created: number;
  amount: number;
  currency: string;
  disputeId: string;
  description: string;
}): Stripe.BalanceTransaction {
  return {
    id: newId('txn'),
    object: 'balance_transaction',
    amount: fields.amount,
    available_on: fields.created,
    balance_type: 'payments',
    created: fields.created,
    currency: fields.currency,
    description: fields.description,
    exchange_rate: null,
    fee: 0,
    fee_details: [],
    net: fields.amount,
    reporting_category: 'dispute',
    source: fields.disputeId,
    status: 'available',
    type: 'adjustment',
  };
}
