import type Stripe from 'stripe';
import type { RequestContext } from './event-log';
import type { CallerKey, FakeStripeAccount } from './fake-stripe-account';
import type { FakeOperation } from './faults';
import type { Params } from './form-params';
import { optionalString, stringArray } from './param-readers';

/** What an API route answers: a Stripe object (expanded as asked) or a list. */
export type ApiAnswer = object;

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path with `:id` for the object's id. */
  pattern: RegExp;
  operation: FakeOperation;
  /** Whether Stripe.js may call it with a publishable key (the handler checks the client secret). */
  publishable: boolean;
  handle: (call: ApiCall) => ApiAnswer;
}

export interface ApiCall {
  id: string;
  params: Params;
  context: RequestContext;
  caller: CallerKey;
  account: FakeStripeAccount;
}

function listOf<T>(url: string, data: T[]): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: false, url };
}

/** Applies `expand[]` to the answer. */
function expanded<T extends object>(call: ApiCall, object: T): T {
  return call.account.expand(object, stringArray(call.params, 'expand'));
}

const ID = '([A-Za-z0-9_]+)';

function route(
  method: ApiRoute['method'],
  path: string,
  operation: FakeOperation,
  handle: ApiRoute['handle'],
  publishable = false,
): ApiRoute {
  return {
    method,
    pattern: new RegExp(`^${path.replace(':id', ID)}$`),
    operation,
    publishable,
    handle,
  };
}

/** The subset of Stripe's v1 API the fake answers. */
export const API_ROUTES: readonly ApiRoute[] = [
  route('POST', '/v1/customers', 'create_customer', (call) =>
    expanded(call, call.account.createCustomer(call.params, call.context)),
  ),
  route('GET', '/v1/customers/:id', 'retrieve_customer', (call) =>
    expanded(call, call.account.customer(call.id)),
  ),
  route('POST', '/v1/customers/:id', 'update_customer', (call) =>
    expanded(call, call.account.updateCustomer(call.id, call.params, call.context)),
  ),
  route('GET', '/v1/customers/:id/payment_methods', 'list_payment_methods', (call) =>
    listOf(
      `/v1/customers/${call.id}/payment_methods`,
      call.account.listPaymentMethods(call.id, call.params),
    ),
  ),
  route(
    'POST',
    '/v1/payment_methods',
    'create_payment_method',
    (call) => expanded(call, call.account.createPaymentMethod(call.params)),
    true,
  ),
  route('GET', '/v1/payment_methods', 'list_payment_methods', (call) => {
    const customer = optionalString(call.params, 'customer') ?? '';
    return listOf('/v1/payment_methods', call.account.listPaymentMethods(customer, call.params));
  }),
  route('GET', '/v1/payment_methods/:id', 'retrieve_payment_method', (call) =>
    expanded(call, call.account.paymentMethod(call.id)),
  ),
  route('POST', '/v1/payment_methods/:id/attach', 'attach_payment_method', (call) =>
    expanded(call, call.account.attachPaymentMethod(call.id, call.params, call.context)),
  ),
  route('POST', '/v1/payment_methods/:id/detach', 'detach_payment_method', (call) =>
    expanded(call, call.account.detachPaymentMethod(call.id, call.context)),
  ),
  route('POST', '/v1/payment_intents', 'create_intent', (call) =>
    expanded(call, call.account.createPaymentIntent(call.params, call.context)),
  ),
  route(
    'GET',
    '/v1/payment_intents/:id',
    'retrieve_intent',
    (call) =>
      expanded(
        call,
        call.caller === 'publishable'
          ? call.account.paymentIntentForClient(
              call.id,
              optionalString(call.params, 'client_secret'),
            )
          : call.account.paymentIntent(call.id),
      ),
    true,
  ),
  route('POST', '/v1/payment_intents/:id', 'update_intent', (call) =>
    expanded(call, call.account.updatePaymentIntent(call.id, call.params)),
  ),
  route(
    'POST',
    '/v1/payment_intents/:id/confirm',
    'confirm',
    (call) =>
      expanded(
        call,
        call.account.confirmPaymentIntent(call.id, call.params, call.context, call.caller),
      ),
    true,
  ),
  route('POST', '/v1/payment_intents/:id/capture', 'capture', (call) =>
    expanded(call, call.account.capturePaymentIntent(call.id, call.params, call.context)),
  ),
  route('POST', '/v1/payment_intents/:id/cancel', 'cancel', (call) =>
    expanded(call, call.account.cancelPaymentIntent(call.id, call.params, call.context)),
  ),
  route('GET', '/v1/charges', 'list_charges', (call) =>
    listOf('/v1/charges', call.account.listCharges(call.params)),
  ),
  route('GET', '/v1/charges/:id', 'retrieve_charge', (call) =>
    expanded(call, call.account.charge(call.id)),
  ),
  route('POST', '/v1/refunds', 'refund', (call) =>
    expanded(call, call.account.createRefund(call.params, call.context)),
  ),
  route('GET', '/v1/refunds', 'list_refunds', (call) =>
    listOf('/v1/refunds', call.account.listRefunds(call.params)),
  ),
  route('GET', '/v1/refunds/:id', 'retrieve_refund', (call) =>
    expanded(call, call.account.refundById(call.id)),
  ),
  route('GET', '/v1/disputes/:id', 'retrieve_dispute', (call) =>
    expanded(call, call.account.dispute(call.id)),
  ),
  // Accepting a dispute (not contesting it) closes it as lost.
  route('POST', '/v1/disputes/:id/close', 'close_dispute', (call) =>
    expanded(call, call.account.closeDispute(call.id, 'lost', call.context)),
  ),
];

export function findApiRoute(
  method: string,
  path: string,
): { route: ApiRoute; id: string } | { route: null; pathKnown: boolean } {
  let pathKnown = false;
  for (const candidate of API_ROUTES) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (candidate.method === method) return { route: candidate, id: match[1] ?? '' };
  }
  return { route: null, pathKnown };
}
