import type Stripe from 'stripe';
import { AUTOMATIC, type EventLog, type RequestContext } from './event-log';
import type { Params } from './form-params';
import {
  mergedMetadata,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredInteger,
  requiredString,
  stringArray,
} from './param-readers';
import {
  FakeStripeError,
  invalidParam,
  invalidRequest,
  missingParam,
  resourceMissing,
  unexpectedState,
  type StripeErrorBody,
} from './stripe-errors';
import {
  paypalPaymentMethodObject,
  cardPaymentMethodObject,
  chargeObject,
  customerObject,
  disputeBalanceTransaction,
  disputeObject,
  paymentIntentObject,
  refundObject,
} from './stripe-objects';
import {
  AUTHENTICATION_REQUIRED_DECLINE,
  TEST_PAYMENT_METHODS,
  passesLuhn,
  testCardOf,
  PAYPAL_BEHAVIOUR,
  type CardDecline,
  type PaymentBehaviour,
  type TestCard,
} from './test-cards';

/** Who is calling: a secret key (the server) or a publishable key (the browser's Stripe.js). */
export type CallerKey = 'secret' | 'publishable';

interface PaymentMethodState {
  behaviour: PaymentBehaviour;
  /** Authenticated once while being saved for later: 4000002500003155 then pays off-session. */
  setUpForOffSession: boolean;
  /** Paid with once without belonging to a customer, or detached: Stripe refuses it again. */
  consumed: boolean;
}

const CONFIRMABLE: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
const CANCELABLE: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const OPEN_DISPUTE: readonly Stripe.Dispute.Status[] = [
  'needs_response',
  'under_review',
  'warning_needs_response',
  'warning_under_review',
];
/** Stripe's minimum charge amounts of the currencies Burrow sells in; others take 1. */
const MINIMUM_AMOUNT: Readonly<Record<string, number>> = { usd: 50, eur: 50, gbp: 30, chf: 50 };

const AUTHENTICATION_FAILURE_MESSAGE =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

function cardErrorBody(decline: CardDecline): StripeErrorBody {
  const body: StripeErrorBody = {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    doc_url: `https://docs.stripe.com/error-codes/${decline.code.replaceAll('_', '-')}`,
  };
  if (decline.param) body.param = decline.param;
  return body;
}

function cardFieldError(code: string, message: string, param: string): FakeStripeError {
  return new FakeStripeError(402, {
    type: 'card_error',
    code,
    message,
    param,
    doc_url: `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`,
  });
}

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

/**
 * One Stripe test-mode account held in memory: its objects and the API operations on them,
 * each recording the events Stripe would send. The HTTP layer parses requests into these calls.
 */
export class FakeStripeAccount {
  private customers = new Map<string, Stripe.Customer>();
  private paymentMethods = new Map<string, Stripe.PaymentMethod>();
  private paymentMethodStates = new Map<string, PaymentMethodState>();
  private intents = new Map<string, Stripe.PaymentIntent>();
  private charges = new Map<string, Stripe.Charge>();
  private refunds = new Map<string, Stripe.Refund>();
  private disputes = new Map<string, Stripe.Dispute>();
  private deletedCustomers = new Set<string>();
  /** Where the buyer returns after a redirect (3-D Secure), per intent. */
  private returnUrls = new Map<string, string>();
  /** The fake's own address, for the 3-D Secure page a next_action points at. */
  private baseUrl = '';

  constructor(
    private readonly now: () => Date,
    private readonly events: EventLog,
  ) {}

  setBaseUrl(url: string): void {
    this.baseUrl = url;
  }

  returnUrlOf(intentId: string): string | undefined {
    return this.returnUrls.get(intentId);
  }

  reset(): void {
    this.customers.clear();
    this.paymentMethods.clear();
    this.paymentMethodStates.clear();
    this.intents.clear();
    this.charges.clear();
    this.refunds.clear();
    this.disputes.clear();
    this.returnUrls.clear();
    this.deletedCustomers.clear();
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  // ---------------------------------------------------------------- customers

  createCustomer(params: Params, context: RequestContext): Stripe.Customer {
    const customer = customerObject({
      created: this.seconds(),
      email: optionalString(params, 'email') ?? null,
      name: optionalString(params, 'name') ?? null,
      description: optionalString(params, 'description') ?? null,
      metadata: mergedMetadata({}, params),
    });
    this.customers.set(customer.id, customer);
    this.events.record('customer.created', customer, context);
    return customer;
  }

  customer(id: string, param = 'id'): Stripe.Customer {
    const customer = this.customers.get(id);
    if (!customer) throw resourceMissing('customer', id, param);
    return customer;
  }

  /** A customer as `GET /v1/customers/:id` answers it: a deleted one reads as deleted. */
  customerOrDeleted(id: string): Stripe.Customer | Stripe.DeletedCustomer {
    if (this.deletedCustomers.has(id)) return { id, object: 'customer', deleted: true };
    return this.customer(id);
  }

  updateCustomer(id: string, params: Params, context: RequestContext): Stripe.Customer {
    const customer = this.customer(id);
    const previous: Partial<Stripe.Customer> = {};
    const email = optionalString(params, 'email');
    if (email !== undefined) {
      previous.email = customer.email;
      customer.email = email === '' ? null : email;
    }
    const name = optionalString(params, 'name');
    if (name !== undefined) {
      previous.name = customer.name ?? null;
      customer.name = name === '' ? null : name;
    }
    const description = optionalString(params, 'description');
    if (description !== undefined) {
      previous.description = customer.description;
      customer.description = description === '' ? null : description;
    }
    if (params.metadata !== undefined) {
      previous.metadata = customer.metadata;
      customer.metadata = mergedMetadata(customer.metadata, params);
    }
    const invoiceSettings = optionalObject(params, 'invoice_settings');
    const defaultMethod =
      invoiceSettings && optionalString(invoiceSettings, 'default_payment_method');
    if (defaultMethod !== undefined) {
      if (defaultMethod !== '') {
        const method = this.paymentMethod(
          defaultMethod,
          'invoice_settings[default_payment_method]',
        );
        if (idOf(method.customer) !== customer.id) {
          throw invalidRequest(
            `No such PaymentMethod: '${defaultMethod}'; It does not belong to customer ${customer.id}`,
            { param: 'invoice_settings[default_payment_method]', code: 'resource_missing' },
          );
        }
      }
      previous.invoice_settings = { ...customer.invoice_settings };
      customer.invoice_settings.default_payment_method =
        defaultMethod === '' ? null : defaultMethod;
    }
    this.events.record('customer.updated', customer, context, previous);
    return customer;
  }

  /** Deletes a customer: its saved methods are detached, as Stripe does. */
  deleteCustomer(id: string, context: RequestContext): Stripe.DeletedCustomer {
    const customer = this.customer(id);
    for (const method of this.paymentMethods.values()) {
      if (idOf(method.customer) === id) {
        method.customer = null;
        this.stateOf(method).consumed = true;
      }
    }
    this.customers.delete(id);
    this.deletedCustomers.add(id);
    this.events.record('customer.deleted', customer, context);
    return { id, object: 'customer', deleted: true };
  }

  // ---------------------------------------------------------- payment methods

  createPaymentMethod(params: Params): Stripe.PaymentMethod {
    const type = requiredString(params, 'type');
    if (type === 'paypal') return this.createPayPalMethod(params);
    if (type !== 'card') {
      throw invalidParam(
        'type',
        `The payment method type "${type}" is not supported by this fake.`,
      );
    }
    const card = optionalObject(params, 'card');
    if (!card) throw missingParam('card');
    const number = requiredString(card, 'number').replaceAll(/[\s-]/g, '');
    if (!passesLuhn(number)) {
      throw cardFieldError('incorrect_number', 'Your card number is incorrect.', 'number');
    }
    const expMonth = optionalInteger(card, 'exp_month');
    if (expMonth === undefined) throw missingParam('card[exp_month]');
    if (expMonth < 1 || expMonth > 12) {
      throw cardFieldError(
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
        'exp_month',
      );
    }
    let expYear = optionalInteger(card, 'exp_year');
    if (expYear === undefined) throw missingParam('card[exp_year]');
    if (expYear < 100) expYear += 2000;
    const today = this.now();
    const thisYear = today.getUTCFullYear();
    if (expYear < thisYear || expYear > thisYear + 50) {
      throw cardFieldError(
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
        'exp_year',
      );
    }
    if (expYear === thisYear && expMonth < today.getUTCMonth() + 1) {
      throw cardFieldError(
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
        'exp_month',
      );
    }
    const cvc = optionalString(card, 'cvc');
    if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
      throw cardFieldError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
    }
    const billing = optionalObject(params, 'billing_details');
    const billingDetails: Partial<Stripe.PaymentMethod.BillingDetails> = {};
    if (billing) {
      billingDetails.email = optionalString(billing, 'email') ?? null;
      billingDetails.name = optionalString(billing, 'name') ?? null;
      billingDetails.phone = optionalString(billing, 'phone') ?? null;
    }
    return this.storePaymentMethod(testCardOf(number), expMonth, expYear, billingDetails, params);
  }

  private createPayPalMethod(params: Params): Stripe.PaymentMethod {
    const billing = optionalObject(params, 'billing_details');
    const email = (billing && optionalString(billing, 'email')) || 'buyer@paypal.example';
    const name = billing && optionalString(billing, 'name');
    const method = paypalPaymentMethodObject({
      created: this.seconds(),
      payerEmail: email,
      billingDetails: name ? { name } : {},
      metadata: mergedMetadata({}, params),
    });
    this.paymentMethods.set(method.id, method);
    this.paymentMethodStates.set(method.id, {
      behaviour: PAYPAL_BEHAVIOUR,
      setUpForOffSession: false,
      consumed: false,
    });
    return method;
  }

  private storePaymentMethod(
    card: TestCard,
    expMonth: number,
    expYear: number,
    billingDetails: Partial<Stripe.PaymentMethod.BillingDetails>,
    params: Params,
  ): Stripe.PaymentMethod {
    const method = cardPaymentMethodObject({
      created: this.seconds(),
      card,
      expMonth,
      expYear,
      billingDetails,
      metadata: mergedMetadata({}, params),
    });
    this.paymentMethods.set(method.id, method);
    this.paymentMethodStates.set(method.id, {
      behaviour: card,
      setUpForOffSession: false,
      consumed: false,
    });
    return method;
  }

  /**
   * A PaymentMethod by id. Stripe's test ids (`pm_card_visa`, …) each time make a fresh
   * PaymentMethod of their card, as Stripe does.
   */
  paymentMethod(id: string, param = 'id'): Stripe.PaymentMethod {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (testNumber) {
      return this.storePaymentMethod(
        testCardOf(testNumber),
        12,
        this.now().getUTCFullYear() + 3,
        {},
        {},
      );
    }
    const method = this.paymentMethods.get(id);
    if (!method) throw resourceMissing('PaymentMethod', id, param);
    return method;
  }

  private stateOf(method: Stripe.PaymentMethod): PaymentMethodState {
    const state = this.paymentMethodStates.get(method.id);
    if (!state) throw new Error(`no state for ${method.id}`);
    return state;
  }

  attachPaymentMethod(id: string, params: Params, context: RequestContext): Stripe.PaymentMethod {
    const customerId = requiredString(params, 'customer');
    const method = this.paymentMethod(id);
    const customer = this.customer(customerId, 'customer');
    const state = this.stateOf(method);
    if (method.customer !== null) {
      if (idOf(method.customer) === customer.id) return method;
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        {
          stage: 'execution',
        },
      );
    }
    if (state.consumed) throw this.consumedError();
    if (state.behaviour.declinesOnAttach && state.behaviour.decline) {
      throw new FakeStripeError(402, cardErrorBody(state.behaviour.decline), 'execution');
    }
    this.attach(method, customer.id, context);
    return method;
  }

  private attach(method: Stripe.PaymentMethod, customerId: string, context: RequestContext): void {
    if (idOf(method.customer) === customerId) return;
    method.customer = customerId;
    this.events.record('payment_method.attached', method, context);
  }

  private consumedError(): FakeStripeError {
    return invalidRequest(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      { param: 'payment_method', stage: 'execution' },
    );
  }

  detachPaymentMethod(id: string, context: RequestContext): Stripe.PaymentMethod {
    const method = this.paymentMethod(id);
    const customerId = idOf(method.customer);
    if (customerId === null) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        { stage: 'execution' },
      );
    }
    method.customer = null;
    this.stateOf(method).consumed = true;
    const customer = this.customers.get(customerId);
    if (customer && customer.invoice_settings.default_payment_method === method.id) {
      customer.invoice_settings.default_payment_method = null;
    }
    this.events.record('payment_method.detached', method, context, { customer: customerId });
    return method;
  }

  updatePaymentMethod(id: string, params: Params, context: RequestContext): Stripe.PaymentMethod {
    const method = this.paymentMethod(id);
    const previous: Partial<Stripe.PaymentMethod> = {};
    const billing = optionalObject(params, 'billing_details');
    if (billing) {
      previous.billing_details = { ...method.billing_details };
      for (const field of ['email', 'name', 'phone'] as const) {
        const value = optionalString(billing, field);
        if (value !== undefined) method.billing_details[field] = value === '' ? null : value;
      }
    }
    const card = optionalObject(params, 'card');
    if (card && method.card) {
      previous.card = { ...method.card };
      method.card.exp_month = optionalInteger(card, 'exp_month') ?? method.card.exp_month;
      method.card.exp_year = optionalInteger(card, 'exp_year') ?? method.card.exp_year;
    }
    if (params.metadata !== undefined) {
      previous.metadata = method.metadata;
      method.metadata = mergedMetadata(method.metadata ?? {}, params);
    }
    this.events.record('payment_method.updated', method, context, previous);
    return method;
  }

  /** A customer's saved PaymentMethod (`GET /v1/customers/:id/payment_methods/:pm`). */
  customerPaymentMethod(customerId: string, methodId: string): Stripe.PaymentMethod {
    this.customer(customerId, 'customer');
    const method = this.paymentMethods.get(methodId);
    if (!method || idOf(method.customer) !== customerId) {
      throw resourceMissing('PaymentMethod', methodId, 'payment_method');
    }
    return method;
  }

  listCustomers(params: Params): Stripe.Customer[] {
    const email = optionalString(params, 'email');
    return [...this.customers.values()].filter((c) => !email || c.email === email).reverse();
  }

  listPaymentMethods(customerId: string, params: Params): Stripe.PaymentMethod[] {
    this.customer(customerId, 'customer');
    const type = optionalString(params, 'type');
    return [...this.paymentMethods.values()]
      .filter((m) => idOf(m.customer) === customerId && (!type || m.type === type))
      .reverse();
  }

  /** A card network's update of a saved card (new expiry or number), as Stripe relays it. */
  networkUpdate(
    id: string,
    update: { expMonth?: number; expYear?: number; last4?: string },
  ): Stripe.PaymentMethod {
    const method = this.paymentMethod(id);
    const card = method.card;
    if (!card) throw invalidRequest(`PaymentMethod ${id} is not a card.`);
    const previous = { ...card };
    if (update.expMonth !== undefined) card.exp_month = update.expMonth;
    if (update.expYear !== undefined) card.exp_year = update.expYear;
    if (update.last4 !== undefined) card.last4 = update.last4;
    this.events.record('payment_method.automatically_updated', method, AUTOMATIC, {
      card: previous,
    });
    return method;
  }

  // ---------------------------------------------------------- payment intents

  createPaymentIntent(params: Params, context: RequestContext): Stripe.PaymentIntent {
    const amount = requiredInteger(params, 'amount');
    const currency = requiredString(params, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidParam('currency', `Invalid currency: ${currency}`);
    this.checkAmount(amount, currency, 'amount');
    const customerId = optionalString(params, 'customer');
    if (customerId) this.customer(customerId, 'customer');
    const captureMethod =
      optionalEnum(params, 'capture_method', ['automatic', 'automatic_async', 'manual'] as const) ??
      'automatic_async';
    const setupFutureUsage =
      optionalEnum(params, 'setup_future_usage', ['off_session', 'on_session'] as const) ?? null;
    const listed = stringArray(params, 'payment_method_types');
    const allowed = stringArray(params, 'allowed_payment_method_types');
    const automatic = optionalObject(params, 'automatic_payment_methods');
    if (
      [listed.length > 0, allowed.length > 0, automatic !== undefined].filter(Boolean).length > 1
    ) {
      throw invalidRequest(
        'You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods, payment_method_types.',
        { param: 'automatic_payment_methods', code: 'parameters_exclusive' },
      );
    }
    const types = listed.length > 0 ? listed : allowed;
    const confirm = optionalBoolean(params, 'confirm') ?? false;
    if (params.off_session !== undefined && !confirm) {
      throw invalidRequest('You can only pass `off_session` when `confirm` is true.', {
        param: 'off_session',
      });
    }
    const intent = paymentIntentObject({
      created: this.seconds(),
      amount,
      currency,
      customer: customerId ?? null,
      description: optionalString(params, 'description') ?? null,
      metadata: mergedMetadata({}, params),
      captureMethod,
      setupFutureUsage,
      automaticPaymentMethods: types.length === 0,
      paymentMethodTypes: types.length > 0 ? types : ['card'],
      receiptEmail: optionalString(params, 'receipt_email') ?? null,
      statementDescriptorSuffix: optionalString(params, 'statement_descriptor_suffix') ?? null,
    });
    if (allowed.length > 0) intent.allowed_payment_method_types = allowed;
    const allowRedirects = automatic && optionalString(automatic, 'allow_redirects');
    if (intent.automatic_payment_methods && allowRedirects === 'never') {
      intent.automatic_payment_methods.allow_redirects = 'never';
    }
    this.applyCardOptions(intent, params);
    const methodId = optionalString(params, 'payment_method');
    if (methodId) {
      intent.payment_method = this.usablePaymentMethod(methodId, intent).id;
      intent.status = 'requires_confirmation';
    }
    this.intents.set(intent.id, intent);
    this.events.record('payment_intent.created', intent, context);
    if (!confirm) return intent;
    // The payment method is already resolved (a test id made its concrete PaymentMethod).
    const { payment_method: _resolved, ...confirmParams } = params;
    try {
      return this.confirm(intent, confirmParams, context);
    } catch (error) {
      // The intent exists now: a retry under the same key must find it, not make another.
      if (error instanceof FakeStripeError && error.stage === 'validation') {
        throw new FakeStripeError(error.status, error.body, 'execution');
      }
      throw error;
    }
  }

  /** `payment_method_options[card][request_three_d_secure]`: `any` or `challenge` asks for 3-D Secure on any card. */
  private applyCardOptions(intent: Stripe.PaymentIntent, params: Params): void {
    const options = optionalObject(params, 'payment_method_options');
    const card = options && optionalObject(options, 'card');
    const request =
      card &&
      optionalEnum(card, 'request_three_d_secure', ['automatic', 'any', 'challenge'] as const);
    if (request && intent.payment_method_options?.card) {
      intent.payment_method_options.card.request_three_d_secure = request;
    }
  }

  listPaymentIntents(params: Params): Stripe.PaymentIntent[] {
    const customerId = optionalString(params, 'customer');
    return [...this.intents.values()]
      .filter((i) => !customerId || idOf(i.customer) === customerId)
      .reverse();
  }

  private checkAmount(amount: number, currency: string, param: string): void {
    if (amount < 1) throw invalidParam(param, 'This value must be greater than or equal to 1.');
    if (amount > 99_999_999) {
      throw invalidRequest('Amount must be no more than 99999999.', {
        param,
        code: 'amount_too_large',
      });
    }
    const minimum = MINIMUM_AMOUNT[currency] ?? 1;
    if (amount < minimum) {
      throw invalidRequest(
        `Amount must be at least ${minimum} ${currency} (in the currency's smallest unit)`,
        { param, code: 'amount_too_small' },
      );
    }
  }

  paymentIntent(id: string, param = 'id'): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, param);
    return intent;
  }

  /** A PaymentIntent as a publishable key may see it: only with its client secret. */
  paymentIntentForClient(id: string, clientSecret: string | undefined): Stripe.PaymentIntent {
    const intent = this.paymentIntent(id);
    if (!clientSecret || clientSecret !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match any associated PaymentIntent on this account. Ensure the publishable key used belongs to the same account that created the PaymentIntent.',
        { param: 'client_secret', code: 'payment_intent_invalid_parameter' },
      );
    }
    return intent;
  }

  updatePaymentIntent(id: string, params: Params): Stripe.PaymentIntent {
    const intent = this.paymentIntent(id);
    const touchesPayment = [
      'amount',
      'currency',
      'customer',
      'payment_method',
      'capture_method',
      'setup_future_usage',
      'payment_method_types',
      'allowed_payment_method_types',
    ].some((name) => params[name] !== undefined);
    if (touchesPayment && !CONFIRMABLE.includes(intent.status)) {
      throw unexpectedState(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
      );
    }
    const currency = optionalString(params, 'currency')?.toLowerCase() ?? intent.currency;
    const amount = optionalInteger(params, 'amount') ?? intent.amount;
    this.checkAmount(amount, currency, 'amount');
    const customerId = optionalString(params, 'customer');
    if (customerId) this.customer(customerId, 'customer');
    const captureMethod = optionalEnum(params, 'capture_method', [
      'automatic',
      'automatic_async',
      'manual',
    ] as const);
    const setupFutureUsage = optionalString(params, 'setup_future_usage');
    const methodId = optionalString(params, 'payment_method');
    intent.amount = amount;
    intent.currency = currency;
    if (customerId !== undefined) intent.customer = customerId;
    if (captureMethod) intent.capture_method = captureMethod;
    if (setupFutureUsage !== undefined) {
      intent.setup_future_usage =
        setupFutureUsage === 'off_session' || setupFutureUsage === 'on_session'
          ? setupFutureUsage
          : null;
    }
    const description = optionalString(params, 'description');
    if (description !== undefined) intent.description = description === '' ? null : description;
    const receiptEmail = optionalString(params, 'receipt_email');
    if (receiptEmail !== undefined)
      intent.receipt_email = receiptEmail === '' ? null : receiptEmail;
    intent.metadata = mergedMetadata(intent.metadata, params);
    // Stripe clears the last error when the intent is updated for any reason.
    intent.last_payment_error = null;
    const allowed = stringArray(params, 'allowed_payment_method_types');
    if (allowed.length > 0) {
      intent.allowed_payment_method_types = allowed;
      intent.payment_method_types = allowed;
      intent.automatic_payment_methods = null;
    }
    this.applyCardOptions(intent, params);
    if (methodId) {
      intent.payment_method = this.usablePaymentMethod(methodId, intent).id;
      intent.status = 'requires_confirmation';
      intent.next_action = null;
    }
    return intent;
  }

  confirmPaymentIntent(
    id: string,
    params: Params,
    context: RequestContext,
    caller: CallerKey,
  ): Stripe.PaymentIntent {
    const intent =
      caller === 'publishable'
        ? this.paymentIntentForClient(id, optionalString(params, 'client_secret'))
        : this.paymentIntent(id);
    return this.confirm(intent, params, context);
  }

  private usablePaymentMethod(id: string, intent: Stripe.PaymentIntent): Stripe.PaymentMethod {
    const method = this.paymentMethod(id, 'payment_method');
    const owner = idOf(method.customer);
    const customer = idOf(intent.customer);
    if (owner !== null && owner !== customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${method.id} belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
        { param: 'payment_method' },
      );
    }
    if (this.stateOf(method).consumed) throw this.consumedError();
    this.checkAllowedType(intent, method);
    return method;
  }

  private checkAllowedType(intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod): void {
    // Automatic payment methods take every kind the fake has; a list names the kinds allowed.
    if (!intent.automatic_payment_methods && !intent.payment_method_types.includes(method.type)) {
      throw invalidRequest(
        `The PaymentMethod provided (${method.type}) is not allowed for this PaymentIntent. Allowed types: ${intent.payment_method_types.join(', ')}.`,
        { param: 'payment_method', code: 'payment_intent_incompatible_payment_method' },
      );
    }
  }

  private confirm(
    intent: Stripe.PaymentIntent,
    params: Params,
    context: RequestContext,
  ): Stripe.PaymentIntent {
    if (!CONFIRMABLE.includes(intent.status)) {
      throw unexpectedState(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
      );
    }
    const setupFutureUsage = optionalString(params, 'setup_future_usage');
    if (setupFutureUsage === 'off_session' || setupFutureUsage === 'on_session') {
      intent.setup_future_usage = setupFutureUsage;
    }
    const receiptEmail = optionalString(params, 'receipt_email');
    if (receiptEmail) intent.receipt_email = receiptEmail;
    const returnUrl = optionalString(params, 'return_url');
    if (returnUrl) this.returnUrls.set(intent.id, returnUrl);
    this.applyCardOptions(intent, params);
    const methodData = optionalObject(params, 'payment_method_data');
    const methodId = optionalString(params, 'payment_method');
    let method: Stripe.PaymentMethod;
    if (methodData) {
      method = this.cardDetailsOf(intent, methodData, context);
      this.checkAllowedType(intent, method);
    } else if (methodId) {
      method = this.usablePaymentMethod(methodId, intent);
    } else if (intent.payment_method) {
      method = this.usablePaymentMethod(idOf(intent.payment_method) ?? '', intent);
    } else {
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, specify a payment method in `payment_method` or `payment_method_data`.",
      );
    }
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    const offSessionParam = optionalString(params, 'off_session');
    const offSession =
      offSessionParam === 'true' ||
      offSessionParam === 'one_off' ||
      offSessionParam === 'recurring';
    const state = this.stateOf(method);
    const requested =
      method.type === 'card' ? intent.payment_method_options?.card?.request_three_d_secure : null;
    const issuerWantsAuthentication =
      state.behaviour.authentication === 'always' ||
      (state.behaviour.authentication === 'until_set_up' && !state.setUpForOffSession);
    if (issuerWantsAuthentication && offSession) {
      throw this.decline(intent, method, AUTHENTICATION_REQUIRED_DECLINE, context);
    }
    // Off session the merchant's request for 3-D Secure cannot be honoured and is dropped.
    const requestedByMerchant = !offSession && (requested === 'any' || requested === 'challenge');
    if (issuerWantsAuthentication || requestedByMerchant) {
      if (optionalBoolean(params, 'error_on_requires_action')) {
        throw this.decline(intent, method, AUTHENTICATION_REQUIRED_DECLINE, context);
      }
      const challengeUrl = `${this.baseUrl}/_fake/3ds/${intent.id}`;
      intent.status = 'requires_action';
      const returnTo = this.returnUrls.get(intent.id) ?? null;
      if (method.type === 'paypal') {
        // PayPal's approval is a full-page redirect, back to the return_url.
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: challengeUrl, return_url: returnTo },
        };
        this.events.record('payment_intent.requires_action', intent, context);
        return intent;
      }
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: challengeUrl,
          source: `src_${intent.id.slice(3)}`,
        },
      };
      if (returnTo)
        intent.next_action.redirect_to_url = { url: challengeUrl, return_url: returnTo };
      this.events.record('payment_intent.requires_action', intent, context);
      return intent;
    }
    const declined = this.pay(intent, method, false, context);
    if (declined) throw declined;
    return intent;
  }

  /**
   * The PaymentMethod of `payment_method_data`. Card details Stripe refuses (a mistyped
   * number, a past expiry) fail this attempt of the intent, as a decline does.
   */
  private cardDetailsOf(
    intent: Stripe.PaymentIntent,
    methodData: Params,
    context: RequestContext,
  ): Stripe.PaymentMethod {
    try {
      return this.createPaymentMethod(methodData);
    } catch (error) {
      if (!(error instanceof FakeStripeError) || error.status !== 402) throw error;
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.next_action = null;
      intent.last_payment_error = { ...error.body, type: 'card_error' };
      this.events.record('payment_intent.payment_failed', intent, context);
      throw new FakeStripeError(
        402,
        { ...error.body, payment_intent: structuredClone(intent) },
        'execution',
      );
    }
  }

  /**
   * Charges the card of a confirmed intent (any authentication done): the intent succeeds or
   * waits for capture, or the card declines. Answers the decline's 402 error, or null.
   */
  private pay(
    intent: Stripe.PaymentIntent,
    method: Stripe.PaymentMethod,
    threeDSecure: boolean,
    context: RequestContext,
  ): FakeStripeError | null {
    const state = this.stateOf(method);
    if (state.behaviour.decline) {
      return this.decline(intent, method, state.behaviour.decline, context);
    }
    const manual = intent.capture_method === 'manual';
    const customerId = idOf(intent.customer);
    if (intent.setup_future_usage && customerId) {
      this.attach(method, customerId, context);
      if (threeDSecure) state.setUpForOffSession = true;
    }
    // Saved for later without a customer, it may still be attached to one; else it is spent.
    if (method.customer === null && !intent.setup_future_usage) state.consumed = true;
    const charge = chargeObject({
      created: this.seconds(),
      paymentIntent: intent,
      paymentMethod: method,
      captured: !manual,
      decline: null,
      threeDSecure,
    });
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intent.next_action = null;
    intent.last_payment_error = null;
    this.events.record('charge.succeeded', charge, context);
    if (manual) {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      this.events.record('payment_intent.amount_capturable_updated', intent, context);
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      this.events.record('payment_intent.succeeded', intent, context);
    }
    return null;
  }

  /** A declined attempt: a failed charge, the intent back to requires_payment_method. */
  private decline(
    intent: Stripe.PaymentIntent,
    method: Stripe.PaymentMethod,
    decline: CardDecline,
    context: RequestContext,
  ): FakeStripeError {
    const charge = chargeObject({
      created: this.seconds(),
      paymentIntent: intent,
      paymentMethod: method,
      captured: false,
      decline,
      threeDSecure: false,
    });
    this.charges.set(charge.id, charge);
    this.events.record('charge.failed', charge, context);
    const error = cardErrorBody(decline);
    error.charge = charge.id;
    intent.status = 'requires_payment_method';
    intent.latest_charge = charge.id;
    intent.payment_method = null;
    intent.next_action = null;
    intent.last_payment_error = {
      ...error,
      type: 'card_error',
      payment_method: structuredClone(method),
    };
    this.events.record('payment_intent.payment_failed', intent, context);
    return new FakeStripeError(
      402,
      {
        ...error,
        payment_intent: structuredClone(intent),
        payment_method: structuredClone(method),
      },
      'execution',
    );
  }

  /** The buyer's 3-D Secure challenge: passed (the payment proceeds) or failed. */
  authenticate(
    id: string,
    outcome: 'succeed' | 'fail',
    context: RequestContext,
  ): Stripe.PaymentIntent {
    const intent = this.paymentIntent(id);
    if (intent.status !== 'requires_action') {
      throw unexpectedState(
        `This PaymentIntent has a status of ${intent.status}; only a PaymentIntent that requires_action can be authenticated.`,
      );
    }
    const method = this.paymentMethod(idOf(intent.payment_method) ?? '', 'payment_method');
    if (outcome === 'succeed') {
      this.pay(intent, method, true, context);
      return intent;
    }
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
      message: AUTHENTICATION_FAILURE_MESSAGE,
      payment_method: structuredClone(method),
    };
    this.events.record('payment_intent.payment_failed', intent, context);
    return intent;
  }

  capturePaymentIntent(id: string, params: Params, context: RequestContext): Stripe.PaymentIntent {
    const intent = this.paymentIntent(id);
    if (intent.status !== 'requires_capture') {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    const amount = optionalInteger(params, 'amount_to_capture') ?? intent.amount_capturable;
    if (amount < 1)
      throw invalidParam('amount_to_capture', 'This value must be greater than or equal to 1.');
    if (amount > intent.amount_capturable) {
      throw invalidRequest(
        `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
        { param: 'amount_to_capture', code: 'amount_too_large' },
      );
    }
    const charge = this.charge(idOf(intent.latest_charge) ?? '');
    intent.metadata = mergedMetadata(intent.metadata, params);
    charge.captured = true;
    charge.amount_captured = amount;
    charge.balance_transaction = `txn_${charge.id.slice(3)}`;
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    this.events.record('charge.captured', charge, context);
    this.events.record('payment_intent.succeeded', intent, context);
    return intent;
  }

  cancelPaymentIntent(id: string, params: Params, context: RequestContext): Stripe.PaymentIntent {
    const intent = this.paymentIntent(id);
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    const reason = optionalEnum(params, 'cancellation_reason', [
      'abandoned',
      'duplicate',
      'fraudulent',
      'requested_by_customer',
    ] as const);
    if (intent.status === 'requires_capture') {
      // The authorisation is released: the uncaptured charge reads as refunded in full.
      const charge = this.charge(idOf(intent.latest_charge) ?? '');
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
    }
    intent.status = 'canceled';
    intent.canceled_at = this.seconds();
    intent.cancellation_reason = reason ?? null;
    intent.amount_capturable = 0;
    intent.next_action = null;
    this.events.record('payment_intent.canceled', intent, context);
    return intent;
  }

  // -------------------------------------------------------- charges, refunds

  charge(id: string, param = 'id'): Stripe.Charge {
    const charge = this.charges.get(id);
    if (!charge) throw resourceMissing('charge', id, param);
    return charge;
  }

  listCharges(params: Params): Stripe.Charge[] {
    const intentId = optionalString(params, 'payment_intent');
    const customerId = optionalString(params, 'customer');
    return [...this.charges.values()]
      .filter(
        (c) =>
          (!intentId || c.payment_intent === intentId) &&
          (!customerId || idOf(c.customer) === customerId),
      )
      .reverse();
  }

  /** The charge with its refunds listed, as `charge.refunded` carries it. */
  chargeWithRefunds(charge: Stripe.Charge): Stripe.Charge {
    const refunds = this.listRefunds({ charge: charge.id });
    return {
      ...structuredClone(charge),
      refunds: {
        object: 'list',
        data: structuredClone(refunds),
        has_more: false,
        url: `/v1/charges/${charge.id}/refunds`,
      },
    };
  }

  createRefund(params: Params, context: RequestContext): Stripe.Refund {
    const intentId = optionalString(params, 'payment_intent');
    const chargeId = optionalString(params, 'charge');
    if (!intentId && !chargeId) {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    let charge: Stripe.Charge;
    if (chargeId) {
      charge = this.charge(chargeId, 'charge');
    } else {
      const intent = this.paymentIntent(intentId ?? '', 'payment_intent');
      const latest = idOf(intent.latest_charge);
      const candidate = latest ? this.charges.get(latest) : undefined;
      if (!candidate || candidate.status !== 'succeeded') {
        throw invalidRequest(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          { param: 'payment_intent' },
        );
      }
      charge = candidate;
    }
    return this.refund(charge, {
      amount: optionalInteger(params, 'amount'),
      reason:
        optionalEnum(params, 'reason', [
          'duplicate',
          'fraudulent',
          'requested_by_customer',
        ] as const) ?? null,
      metadata: mergedMetadata({}, params),
      context,
    });
  }

  private refund(
    charge: Stripe.Charge,
    request: {
      amount: number | undefined;
      reason: Stripe.Refund.Reason | null;
      metadata: Stripe.Metadata;
      context: RequestContext;
    },
  ): Stripe.Refund {
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} has no funds to refund: it ${charge.status}.`, {
        param: 'charge',
        code: 'charge_not_refundable',
      });
    }
    if (!charge.captured) {
      throw invalidRequest(
        `Charge ${charge.id} has not been captured; cancel its PaymentIntent to release the authorisation.`,
        { param: 'charge', code: 'charge_not_refundable' },
      );
    }
    const dispute = [...this.disputes.values()].find((d) => d.charge === charge.id);
    if (dispute && dispute.status !== 'won') {
      throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
      });
    }
    const remaining = charge.amount_captured - charge.amount_refunded;
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = request.amount ?? remaining;
    if (amount < 1) throw invalidParam('amount', 'Invalid positive integer');
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${amount} ${charge.currency}) is greater than unrefunded amount on charge (${remaining} ${charge.currency})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    }
    const refund = refundObject({
      created: this.seconds(),
      charge,
      amount,
      reason: request.reason,
      metadata: request.metadata,
    });
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount_captured;
    this.events.record('refund.created', refund, request.context);
    this.events.record('charge.refunded', this.chargeWithRefunds(charge), request.context);
    const method = charge.payment_method ? this.paymentMethods.get(charge.payment_method) : null;
    if (method && this.stateOf(method).behaviour.refundsFail) {
      // Some time later the bank returns it: after this answer, as Stripe's is asynchronous.
      setImmediate(() => {
        if (this.refunds.get(refund.id) === refund && refund.status === 'succeeded') {
          this.failRefund(refund.id);
        }
      });
    }
    return refund;
  }

  /**
   * The bank returns a refund (the card was closed): the money stays with the merchant, and
   * Stripe reports it (`refund.updated`, `refund.failed`, `charge.refund.updated`).
   */
  failRefund(id: string, failureReason = 'expired_or_canceled_card'): Stripe.Refund {
    const refund = this.refundById(id);
    if (refund.status !== 'succeeded' && refund.status !== 'pending') {
      throw invalidRequest(`Refund ${id} has a status of ${refund.status}; it cannot fail now.`);
    }
    const previous: Partial<Stripe.Refund> = { status: refund.status };
    refund.status = 'failed';
    refund.failure_reason = failureReason;
    refund.failure_balance_transaction = `txn_${refund.id.slice(3)}`;
    const charge = this.charge(idOf(refund.charge) ?? '');
    charge.amount_refunded -= refund.amount;
    charge.refunded = charge.amount_refunded >= charge.amount_captured;
    this.events.record('refund.updated', refund, AUTOMATIC, previous);
    this.events.record('refund.failed', refund, AUTOMATIC);
    this.events.record('charge.refund.updated', refund, AUTOMATIC, previous);
    return refund;
  }

  /** A refund made by a person in Stripe's dashboard: no idempotency key, no Burrow metadata. */
  dashboardRefund(chargeId: string, amount?: number): Stripe.Refund {
    return this.refund(this.charge(chargeId), {
      amount,
      reason: null,
      metadata: {},
      context: AUTOMATIC,
    });
  }

  refundById(id: string): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id);
    return refund;
  }

  listRefunds(params: Params): Stripe.Refund[] {
    const chargeId = optionalString(params, 'charge');
    const intentId = optionalString(params, 'payment_intent');
    return [...this.refunds.values()]
      .filter(
        (r) => (!chargeId || r.charge === chargeId) && (!intentId || r.payment_intent === intentId),
      )
      .reverse();
  }

  // ---------------------------------------------------------------- disputes

  dispute(id: string): Stripe.Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw resourceMissing('dispute', id);
    return dispute;
  }

  listDisputes(params: Params): Stripe.Dispute[] {
    const chargeId = optionalString(params, 'charge');
    const intentId = optionalString(params, 'payment_intent');
    return [...this.disputes.values()]
      .filter(
        (d) => (!chargeId || d.charge === chargeId) && (!intentId || d.payment_intent === intentId),
      )
      .reverse();
  }

  /** The cardholder disputes a charge with their bank: the funds are withdrawn at once. */
  openDispute(chargeId: string, request: { reason?: string; amount?: number }): Stripe.Dispute {
    const charge = this.charge(chargeId);
    if (charge.status !== 'succeeded' || !charge.captured) {
      throw invalidRequest(`Charge ${charge.id} was not captured, so it cannot be disputed.`);
    }
    if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`);
    const amount = request.amount ?? charge.amount_captured - charge.amount_refunded;
    if (amount < 1 || amount > charge.amount_captured) {
      throw invalidParam(
        'amount',
        `A dispute's amount must be between 1 and ${charge.amount_captured}.`,
      );
    }
    const created = this.seconds();
    const dispute = disputeObject({
      created,
      charge,
      amount,
      reason: request.reason ?? 'fraudulent',
      dueBy: created + 7 * 24 * 3600,
    });
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.events.record('charge.dispute.created', dispute, AUTOMATIC);
    dispute.balance_transactions.push(
      disputeBalanceTransaction({
        created,
        amount: -amount,
        currency: dispute.currency,
        disputeId: dispute.id,
        description: `Chargeback withdrawal for ${charge.id}`,
      }),
    );
    this.events.record('charge.dispute.funds_withdrawn', dispute, AUTOMATIC);
    return dispute;
  }

  /**
   * Evidence and metadata on a dispute; `submit=true` sends the evidence to the bank (the
   * dispute goes under review), as the dashboard's or the API's submission does.
   */
  updateDispute(id: string, params: Params, context: RequestContext): Stripe.Dispute {
    const dispute = this.dispute(id);
    const previous: Partial<Stripe.Dispute> = {};
    const evidence = optionalObject(params, 'evidence');
    if (evidence) {
      if (!OPEN_DISPUTE.includes(dispute.status)) {
        throw invalidRequest(`This dispute is already closed (${dispute.status}).`, {
          stage: 'execution',
        });
      }
      previous.evidence = structuredClone(dispute.evidence);
      const fields = dispute.evidence as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(evidence)) {
        if (typeof value === 'string' && field in fields && field !== 'enhanced_evidence') {
          fields[field] = value === '' ? null : value;
        }
      }
      dispute.evidence_details.has_evidence = true;
    }
    if (params.metadata !== undefined) {
      previous.metadata = dispute.metadata;
      dispute.metadata = mergedMetadata(dispute.metadata, params);
    }
    if (optionalBoolean(params, 'submit')) {
      if (dispute.status !== 'needs_response' && dispute.status !== 'warning_needs_response') {
        throw invalidRequest(`This dispute's evidence was already submitted (${dispute.status}).`, {
          stage: 'execution',
        });
      }
      previous.status = dispute.status;
      dispute.status =
        dispute.status === 'needs_response' ? 'under_review' : 'warning_under_review';
      dispute.evidence_details.submission_count += 1;
      dispute.evidence_details.submission_method = 'manual';
    }
    this.events.record('charge.dispute.updated', dispute, context, previous);
    return dispute;
  }

  /** The bank decides: `won` gives the funds back, `lost` keeps them withdrawn. */
  closeDispute(id: string, outcome: 'won' | 'lost', context: RequestContext): Stripe.Dispute {
    const dispute = this.dispute(id);
    if (!OPEN_DISPUTE.includes(dispute.status)) {
      throw invalidRequest(`This dispute is already closed (${dispute.status}).`, {
        stage: 'execution',
      });
    }
    dispute.status = outcome;
    this.events.record('charge.dispute.closed', dispute, context);
    if (outcome === 'won') {
      dispute.balance_transactions.push(
        disputeBalanceTransaction({
          created: this.seconds(),
          amount: dispute.amount,
          currency: dispute.currency,
          disputeId: dispute.id,
          description: `Chargeback reversal for ${idOf(dispute.charge)}`,
        }),
      );
      this.events.record('charge.dispute.funds_reinstated', dispute, context);
    }
    return dispute;
  }

  // --------------------------------------------------------------- expansion

  /** Any object by id, for `expand[]`. */
  private lookup(id: string): object | undefined {
    const prefix = id.slice(0, id.indexOf('_'));
    switch (prefix) {
      case 'pi':
        return this.intents.get(id);
      case 'ch':
        return this.charges.get(id);
      case 'pm':
        return this.paymentMethods.get(id);
      case 'cus':
        return this.customers.get(id);
      case 're':
        return this.refunds.get(id);
      case 'du':
        return this.disputes.get(id);
      default:
        return undefined;
    }
  }

  /**
   * A copy of `object` with the `expand[]` paths replaced by their objects
   * (`latest_charge`, `payment_method`, `customer`, `latest_charge.refunds`, …).
   */
  expand<T extends object>(object: T, paths: string[]): T {
    const copy = structuredClone(object);
    for (const path of paths) this.expandPath(copy, path.split('.'));
    return copy;
  }

  private expandPath(target: object, path: string[]): void {
    const [field, ...rest] = path;
    if (field === undefined) return;
    const record = target as Record<string, unknown>;
    const value = record[field];
    if (field === 'refunds' && (record as { object?: unknown }).object === 'charge') {
      record.refunds = this.chargeWithRefunds(record as unknown as Stripe.Charge).refunds;
      return;
    }
    if (typeof value === 'string') {
      const found = this.lookup(value);
      if (!found) return;
      const expanded: object =
        (found as { object?: unknown }).object === 'charge' && rest[0] === 'refunds'
          ? this.chargeWithRefunds(found as Stripe.Charge)
          : structuredClone(found);
      record[field] = expanded;
      if (rest.length > 0) this.expandPath(expanded, rest);
    } else if (value !== null && typeof value === 'object' && rest.length > 0) {
      this.expandPath(value, rest);
    }
  }
}
