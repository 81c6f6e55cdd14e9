import type Stripe from 'stripe';
import type { EventLog, RequestContext } from './event-log';
import type { CallerKey, FakeStripeAccount } from './fake-stripe-account';
import type { FakeOperation } from './faults';
import type { Params } from './form-params';
import { optionalInteger, optionalString, stringArray } from './param-readers';
import { invalidParam, resourceMissing } from './stripe-errors';

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
  events: EventLog;
}

/** A page of a list, newest first, as Stripe pages (`limit`, `starting_after`, `ending_before`). */
function listOf<T extends { id: string }>(
  call: ApiCall,
  url: string,
  data: T[],
): Stripe.ApiList<T> {
  const limit = optionalInteger(call.params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'limit must be between 1 and 100');
  const cursorIndex = (param: string): number | null => {
    const id = optionalString(call.params, param);
    if (!id) return null;
    const index = data.findIndex((item) => item.id === id);
    if (index < 0) throw resourceMissing('object', id, param);
    return index;
  };
  const after = cursorIndex('starting_after');
  const before = cursorIndex('ending_before');
  let start = after === null ? 0 : after + 1;
  let end = start + limit;
  if (before !== null) {
    end = before;
    start = Math.max(0, end - limit);
  }
  const page = data.slice(start, end);
  const hasMore = before !== null ? start > 0 : end < data.length;
  return { object: 'list', data: page, has_more: hasMore, url };
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
  route('GET', '/v1/customers', 'list_customers', (call) =>
    listOf(call, '/v1/customers', call.account.listCustomers(call.params)),
  ),
  route('GET', '/v1/customers/:id', 'retrieve_customer', (call) =>
    expanded(call, call.account.customerOrDeleted(call.id)),
  ),
  route('POST', '/v1/customers/:id', 'update_customer', (call) =>
    expanded(call, call.account.updateCustomer(call.id, call.params, call.context)),
  ),
  route('DELETE', '/v1/customers/:id', 'delete_customer', (call) =>
    call.account.deleteCustomer(call.id, call.context),
  ),
  route('GET', '/v1/customers/:id/payment_methods', 'list_payment_methods', (call) =>
    listOf(
      call,
      `/v1/customers/${call.id}/payment_methods`,
      call.account.listPaymentMethods(call.id, call.params),
    ),
  ),
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([A-Za-z0-9_]+)\/payment_methods\/([A-Za-z0-9_]+)$/,
    operation: 'retrieve_payment_method',
    publishable: false,
    handle: (call) => {
      const [customerId = '', methodId = ''] = call.id.split('/');
      return expanded(call, call.account.customerPaymentMethod(customerId, methodId));
    },
  },
  route(
    'POST',
    '/v1/payment_methods',
    'create_payment_method',
    (call) => expanded(call, call.account.createPaymentMethod(call.params)),
    true,
  ),
  route('GET', '/v1/payment_methods', 'list_payment_methods', (call) => {
    const customer = optionalString(call.params, 'customer') ?? '';
    return listOf(
      call,
      '/v1/payment_methods',
      call.account.listPaymentMethods(customer, call.params),
    );
  }),
  route('GET', '/v1/payment_methods/:id', 'retrieve_payment_method', (call) =>
    expanded(call, call.account.paymentMethod(call.id)),
  ),
  route('POST', '/v1/payment_methods/:id', 'update_payment_method', (call) =>
    expanded(call, call.account.updatePaymentMethod(call.id, call.params, call.context)),
  ),
  route('POST', '/v1/payment_methods/:id/attach', 'attach_payment_method', (call) =>
    expanded(call, call.account.attachPaymentMethod(call.id, call.params, call.context)),
  ),
  route('POST', '/v1/payment_methods/:id/detach', 'detach_payment_method', (call) =>
    expanded(call, call.account.detachPaymentMethod(call.id, call.context)),
  ),
  route('GET', '/v1/payment_intents', 'list_intents', (call) =>
    listOf(call, '/v1/payment_intents', call.account.listPaymentIntents(call.params)),
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
    listOf(call, '/v1/charges', call.account.listCharges(call.params)),
  ),
  route('GET', '/v1/charges/:id', 'retrieve_charge', (call) =>
    expanded(call, call.account.charge(call.id)),
  ),
  route('POST', '/v1/refunds', 'refund', (call) =>
    expanded(call, call.account.createRefund(call.params, call.context)),
  ),
  route('GET', '/v1/refunds', 'list_refunds', (call) =>
    listOf(call, '/v1/refunds', call.account.listRefunds(call.params)),
  ),
  route('GET', '/v1/refunds/:id', 'retrieve_refund', (call) =>
    expanded(call, call.account.refundById(call.id)),
  ),
  route('GET', '/v1/disputes', 'list_disputes', (call) =>
    listOf(call, '/v1/disputes', call.account.listDisputes(call.params)),
  ),
  route('GET', '/v1/disputes/:id', 'retrieve_dispute', (call) =>
    expanded(call, call.account.dispute(call.id)),
  ),
  route('POST', '/v1/disputes/:id', 'update_dispute', (call) =>
    expanded(call, call.account.updateDispute(call.id, call.params, call.context)),
  ),
  // Accepting a dispute (not contesting it) closes it as lost.
  route('POST', '/v1/disputes/:id/close', 'close_dispute', (call) =>
    expanded(call, call.account.closeDispute(call.id, 'lost', call.context)),
  ),
  route('GET', '/v1/events', 'list_events', (call) => {
    const types = [optionalString(call.params, 'type'), ...stringArray(call.params, 'types')];
    const wanted = types.filter((t): t is string => Boolean(t));
    const events = call.events
      .all()
      .filter((event) => wanted.length === 0 || wanted.includes(event.type))
      .reverse();
    return listOf(call, '/v1/events', events);
  }),
  route('GET', '/v1/events/:id', 'retrieve_event', (call) => {
    const event = call.events.find(call.id);
    if (!event) throw resourceMissing('event', call.id);
    return structuredClone(event);
  }),
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
    const id = match.slice(1).join('/');
    if (candidate.method === method) return { route: candidate, id };
  }
  return { route: null, pathKnown };
}
