import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { findApiRoute } from './api-routes';
import { RawAnswer, findControlRoute, unknownControl } from './control-routes';
import {
  AUTOMATIC,
  EventLog,
  type RequestContext,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './event-log';
import { FakeStripeAccount, type CallerKey } from './fake-stripe-account';
import { FaultInjector, type FaultRule } from './faults';
import { canonicalParams, paramsOfJson, parseFormParams, type Params } from './form-params';
import { IdempotencyStore, idempotencyMismatchMessage } from './idempotency';
import {
  FakeStripeError,
  apiError,
  invalidApiKey,
  invalidRequest,
  resourceMissing,
  secretKeyRequired,
} from './stripe-errors';
import { newId } from './stripe-objects';

export interface FakeStripeOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 unless told. */
  host?: string;
  /** Where to post every event, signed with `secret` as Stripe signs webhooks. */
  webhook?: WebhookEndpoint;
  /** The clock of `created` timestamps and webhook signatures; a test's fixed clock. */
  now?: () => Date;
  /** Seed of the fault injector's random choices, so a faulty run can be replayed. */
  faultSeed?: number;
}

export interface NetworkUpdate {
  exp_month?: number;
  exp_year?: number;
  last4?: string;
}

/**
 * What tests drive in-process; each control is also an HTTP endpoint under `/_fake/…`. Objects
 * returned are copies: change the fake's state through its API or these controls only.
 */
export interface FakeStripeControls {
  /** Every event so far, oldest first. */
  events(): Stripe.Event[];
  /** Every webhook delivery attempt so far. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves once every webhook delivery queued so far has ended. */
  webhooksIdle(): Promise<void>;
  /** Points webhooks somewhere else (or nowhere); events after this are delivered there. */
  setWebhook(endpoint: WebhookEndpoint | null): void;
  /** Delivers an event again, as the dashboard's "Resend" does. */
  resendEvent(eventId: string): Stripe.Event;
  /** Forgets every object, event, idempotency key and fault. */
  reset(): void;
  /**
   * Sets the fake's clock to `at` (or back to the `now` option's), for `created` timestamps
   * and webhook signatures; the CLI's only way to follow a server's moved clock.
   */
  setClock(at: Date | null): void;
  /** The fake's clock. */
  now(): Date;
  /** The buyer's 3-D Secure challenge on an intent that requires_action. */
  authenticate(paymentIntentId: string, outcome: 'succeed' | 'fail'): Stripe.PaymentIntent;
  /** The `return_url` the intent was confirmed with, where a redirect brings the buyer back. */
  returnUrlOf(paymentIntentId: string): string | undefined;
  /** The cardholder disputes a charge (reason `fraudulent`, the whole amount unless told). */
  dispute(chargeId: string, request?: { reason?: string; amount?: number }): Stripe.Dispute;
  /** The bank's decision on a dispute. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Stripe.Dispute;
  /** The bank returns a refund (`refund.failed`); 5126's refunds do it by themselves. */
  failRefund(refundId: string, failureReason?: string): Stripe.Refund;
  /** A refund made by a person in Stripe's dashboard (the rest of the charge unless told). */
  dashboardRefund(chargeId: string, amount?: number): Stripe.Refund;
  /** The card network updates a saved card (new expiry or number). */
  networkUpdate(paymentMethodId: string, update: NetworkUpdate): Stripe.PaymentMethod;
  /**
   * Adds a fault rule. `random` is a seed restarting the injector's generator, or a generator
   * of the caller's (a test's seeded PRNG) that decides from then on. Answers the rule's id.
   */
  injectFault(rule: FaultRule, random?: number | (() => number)): string;
  clearFaults(seed?: number): void;
  paymentIntent(id: string): Stripe.PaymentIntent;
  charge(id: string): Stripe.Charge;
  customer(id: string): Stripe.Customer;
  paymentMethod(id: string): Stripe.PaymentMethod;
  disputeById(id: string): Stripe.Dispute;
  /** Every refund (or a charge's, an intent's), newest first. */
  refunds(filter?: { charge?: string; payment_intent?: string }): Stripe.Refund[];
  /** Every charge (or an intent's, a customer's), failed ones included, newest first. */
  charges(filter?: { payment_intent?: string; customer?: string }): Stripe.Charge[];
  /** Every PaymentIntent (or a customer's), newest first. */
  paymentIntents(filter?: { customer?: string }): Stripe.PaymentIntent[];
  /** Every dispute (or a charge's, an intent's), newest first. */
  disputes(filter?: { charge?: string; payment_intent?: string }): Stripe.Dispute[];
}

export interface FakeStripe extends FakeStripeControls {
  /** `http://127.0.0.1:PORT`: the base URL for the SDK (`host`, `port`, `protocol: 'http'`). */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw invalidRequest('Request body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function paramsOf(request: IncomingMessage, url: URL, body: string): Params {
  const query = parseFormParams(url.search.slice(1));
  if (!body) return query;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.includes('application/json')) {
    try {
      return { ...query, ...paramsOfJson(JSON.parse(body)) };
    } catch {
      throw invalidRequest('Invalid JSON body.');
    }
  }
  return { ...query, ...parseFormParams(body) };
}

/** The API key: Bearer or Basic auth (the SDK), or a `key` parameter (Stripe.js). */
function apiKeyOf(request: IncomingMessage, params: Params): string | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    return decoded.split(':')[0] ?? null;
  }
  return typeof params.key === 'string' ? params.key : null;
}

function callerOf(key: string | null): CallerKey | null {
  if (key && /^sk_test_\w+$/.test(key)) return 'secret';
  if (key && /^rk_test_\w+$/.test(key)) return 'secret';
  if (key && /^pk_test_\w+$/.test(key)) return 'publishable';
  return null;
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.destroyed) return;
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function errorAnswer(error: unknown): { status: number; body: string; stage: string } {
  if (error instanceof FakeStripeError) {
    return { status: error.status, body: json({ error: error.body }), stage: error.stage };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, body: json({ error: apiError(message).body }), stage: 'validation' };
}

function paramsOfFilter(filter: Record<string, string | undefined>): Params {
  const params: Params = {};
  for (const [key, value] of Object.entries(filter)) if (value) params[key] = value;
  return params;
}

/**
 * Starts the fake Stripe API on `host:port` (a free port by default). Point the SDK at it with
 * `new Stripe(key, { host: '127.0.0.1', port: fake.port, protocol: 'http' })`.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const baseNow = options.now ?? (() => new Date());
  // Moved by setClock, for a fake run as a process beside a server whose clock is moved.
  let clockOffsetMs = 0;
  const now = () => new Date(baseNow().getTime() + clockOffsetMs);
  const events = new EventLog(now, options.webhook ?? null);
  const account = new FakeStripeAccount(now, events);
  const idempotency = new IdempotencyStore(now);
  const faultSeed = options.faultSeed ?? 1;
  const faults = new FaultInjector(faultSeed);

  const controls: FakeStripeControls = {
    events: () => events.all(),
    webhookDeliveries: () => events.deliveries(),
    webhooksIdle: () => events.idle(),
    setWebhook: (endpoint) => events.setEndpoint(endpoint),
    resendEvent: (eventId) => {
      const event = events.find(eventId);
      if (!event) throw resourceMissing('event', eventId);
      events.resend(event);
      return structuredClone(event);
    },
    reset: () => {
      account.reset();
      events.reset();
      idempotency.reset();
      faults.clear(faultSeed);
    },
    authenticate: (id, outcome) => structuredClone(account.authenticate(id, outcome, AUTOMATIC)),
    returnUrlOf: (id) => account.returnUrlOf(id),
    dispute: (chargeId, request = {}) => structuredClone(account.openDispute(chargeId, request)),
    closeDispute: (id, outcome) => structuredClone(account.closeDispute(id, outcome, AUTOMATIC)),
    failRefund: (id, reason) => structuredClone(account.failRefund(id, reason)),
    dashboardRefund: (chargeId, amount) =>
      structuredClone(account.dashboardRefund(chargeId, amount)),
    networkUpdate: (id, update) => {
      const change: { expMonth?: number; expYear?: number; last4?: string } = {};
      if (update.exp_month !== undefined) change.expMonth = update.exp_month;
      if (update.exp_year !== undefined) change.expYear = update.exp_year;
      if (update.last4 !== undefined) change.last4 = update.last4;
      return structuredClone(account.networkUpdate(id, change));
    },
    setClock: (at) => {
      clockOffsetMs = at === null ? 0 : at.getTime() - baseNow().getTime();
    },
    now,
    injectFault: (rule, random) => faults.add(rule, random),
    clearFaults: (seed) => faults.clear(seed),
    paymentIntent: (id) => structuredClone(account.paymentIntent(id)),
    charge: (id) => structuredClone(account.charge(id)),
    customer: (id) => structuredClone(account.customer(id)),
    paymentMethod: (id) => structuredClone(account.paymentMethod(id)),
    disputeById: (id) => structuredClone(account.dispute(id)),
    refunds: (filter = {}) => structuredClone(account.listRefunds(paramsOfFilter(filter))),
    charges: (filter = {}) => structuredClone(account.listCharges(paramsOfFilter(filter))),
    paymentIntents: (filter = {}) =>
      structuredClone(account.listPaymentIntents(paramsOfFilter(filter))),
    disputes: (filter = {}) => structuredClone(account.listDisputes(paramsOfFilter(filter))),
  };

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    params: Params,
  ): Promise<void> {
    const found = findControlRoute(request.method ?? 'GET', path);
    try {
      if (!found) throw unknownControl(request.method ?? 'GET', path);
      const answer = await found.route.handle(controls, found.id, params);
      if (answer instanceof RawAnswer) {
        response.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      send(response, 200, json(answer));
    } catch (error) {
      const { status, body } = errorAnswer(error);
      send(response, status, body);
    }
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    params: Params,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    const requestId = newId('req', 14);
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version':
        (request.headers['stripe-version'] as string | undefined) ?? Stripe.API_VERSION,
    };
    const reply = (status: number, body: string) => send(response, status, body, headers);
    const fail = (error: unknown) => {
      const answer = errorAnswer(error);
      reply(answer.status, answer.body);
    };

    const apiKey = apiKeyOf(request, params);
    const caller = callerOf(apiKey);
    if (!caller || !apiKey) return fail(invalidApiKey(apiKey));
    const found = findApiRoute(method, path);
    if (!found.route) {
      return fail(
        new FakeStripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        }),
      );
    }
    const route = found.route;
    if (caller === 'publishable' && !route.publishable) return fail(secretKeyRequired());

    const fault = faults.choose(route.operation);
    if (fault?.mode === 'error_5xx') return fail(apiError());
    if (fault?.mode === 'timeout') {
      await sleep(fault.delayMs);
      response.socket?.destroy();
      return;
    }
    if (fault?.mode === 'slow') await sleep(fault.delayMs);

    const idempotencyHeader = request.headers['idempotency-key'];
    const idempotencyKey =
      method === 'POST' && typeof idempotencyHeader === 'string' && idempotencyHeader !== ''
        ? idempotencyHeader
        : null;
    let answer: { status: number; body: string };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (idempotencyKey && idempotencyKey.length > 255) {
      return fail(
        invalidRequest(
          `Invalid idempotency key: must be 255 characters or fewer (it has ${idempotencyKey.length}).`,
        ),
      );
    }
    const endpoint = `${method} ${path}`;
    const check = idempotencyKey
      ? idempotency.begin(apiKey, idempotencyKey, endpoint, canonicalParams(params))
      : ({ kind: 'new' } as const);
    if (check.kind === 'mismatch') {
      return fail(
        new FakeStripeError(400, {
          type: 'idempotency_error',
          message: idempotencyMismatchMessage(idempotencyKey ?? '', endpoint, check.firstEndpoint),
        }),
      );
    }
    if (check.kind === 'in_flight') {
      return fail(
        new FakeStripeError(409, {
          type: 'invalid_request_error',
          code: 'idempotency_key_in_use',
          message:
            'There is currently another in-progress request using this Stripe-Idempotency-Key. Please try again later.',
        }),
      );
    }
    if (check.kind === 'replay') {
      headers['idempotent-replayed'] = 'true';
      answer = check.answer;
    } else {
      const context: RequestContext = { requestId, idempotencyKey };
      try {
        const result = route.handle({ id: found.id, params, context, caller, account, events });
        answer = { status: 200, body: json(result) };
        if (idempotencyKey) idempotency.save(apiKey, idempotencyKey, answer);
      } catch (error) {
        const failed = errorAnswer(error);
        answer = failed;
        if (idempotencyKey) {
          // Stripe saves a result once the endpoint started executing, 402s included; a
          // refused parameter or a 500 can be retried with the same key.
          if (failed.status < 500 && failed.stage === 'execution') {
            idempotency.save(apiKey, idempotencyKey, answer);
          } else {
            idempotency.release(apiKey, idempotencyKey);
          }
        }
      }
    }

    if (fault?.mode === 'drop_after_charge') {
      delete headers['idempotent-replayed'];
      return fail(apiError());
    }
    if (fault?.mode === 'disconnect_after_charge') {
      response.socket?.destroy();
      return;
    }
    reply(answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    // Stripe's API answers browsers from any origin; the payment form calls it cross-origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader(
      'access-control-allow-headers',
      'authorization, content-type, idempotency-key, stripe-version, stripe-account',
    );
    response.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    response.setHeader(
      'access-control-expose-headers',
      'request-id, idempotency-key, idempotent-replayed, stripe-version',
    );
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake-stripe.local');
    readBody(request)
      .then((body) => {
        const params = paramsOf(request, url, body);
        return url.pathname.startsWith('/_fake/')
          ? handleControl(request, response, url.pathname, params)
          : handleApi(request, response, url.pathname, params);
      })
      .catch((error: unknown) => {
        const { status, body } = errorAnswer(error);
        send(response, status, body);
      });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  account.setBaseUrl(url);

  return {
    ...controls,
    url,
    port,
    close: async () => {
      events.setEndpoint(null);
      events.reset();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
