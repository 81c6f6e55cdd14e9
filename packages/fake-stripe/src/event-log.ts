import Stripe from 'stripe';
import { newId } from './stripe-objects';

export type EventType = Stripe.Event['type'];
export type EventOf<T extends EventType> = Extract<Stripe.Event, { type: T }>;

/** The request an event came from (`request` on the event), as Stripe records it. */
export interface RequestContext {
  requestId: string | null;
  idempotencyKey: string | null;
}

/** An event from no API request: a person in the dashboard, the card network, a bank. */
export const AUTOMATIC: RequestContext = { requestId: null, idempotencyKey: null };

export interface WebhookEndpoint {
  url: string;
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
}

export interface WebhookDelivery {
  eventId: string;
  eventType: EventType;
  attempt: number;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
}

/** Delays before each retry of a delivery the endpoint refused (Stripe's are hours; ours are short). */
const RETRY_DELAYS_MS = [25, 100, 400];

// Signing needs no API access: one SDK instance signs every payload.
const signer = new Stripe('sk_test_fake_stripe_signer');

/** The `Stripe-Signature` header Stripe would send with `payload` at `timestamp` (seconds). */
export function signWebhookPayload(payload: string, secret: string, timestamp: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The body Stripe posts for an event: its JSON, pretty-printed as Stripe's is. */
export function webhookPayloadOf(event: Stripe.Event): string {
  return JSON.stringify(event, null, 2);
}

/**
 * Every event of the account, in order, and their delivery to one webhook endpoint. Deliveries
 * run one after another after the API response that caused them, each retried a few times
 * when the endpoint answers anything but 2xx.
 */
export class EventLog {
  private events: Stripe.Event[] = [];
  private attempts: WebhookDelivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  // Bumped by reset so deliveries queued before it are dropped.
  private generation = 0;

  constructor(
    private readonly now: () => Date,
    private endpoint: WebhookEndpoint | null,
  ) {}

  record<T extends EventType>(
    type: T,
    object: EventOf<T>['data']['object'],
    context: RequestContext,
    previousAttributes?: EventOf<T>['data']['previous_attributes'],
  ): EventOf<T> {
    const data: Stripe.Event.Data = { object: structuredClone(object) };
    if (previousAttributes) data.previous_attributes = structuredClone(previousAttributes);
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.now().getTime() / 1000),
      data,
      livemode: false,
      pending_webhooks: this.endpoint ? 1 : 0,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    } as EventOf<T>;
    this.events.push(event);
    if (this.endpoint) this.enqueue(event);
    return event;
  }

  all(): Stripe.Event[] {
    return structuredClone(this.events);
  }

  find(id: string): Stripe.Event | undefined {
    return this.events.find((event) => event.id === id);
  }

  deliveries(): WebhookDelivery[] {
    return structuredClone(this.attempts);
  }

  setEndpoint(endpoint: WebhookEndpoint | null): void {
    this.endpoint = endpoint;
  }

  /** Delivers an event again, as the dashboard's "Resend" does. */
  resend(event: Stripe.Event): void {
    this.enqueue(event);
  }

  /** Resolves once every delivery queued so far has ended (delivered or given up). */
  idle(): Promise<void> {
    return this.queue;
  }

  reset(): void {
    this.generation++;
    this.events = [];
    this.attempts = [];
  }

  private enqueue(event: Stripe.Event): void {
    const generation = this.generation;
    this.queue = this.queue
      // Never inside the API response that caused the event.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.deliver(event, generation))
      // One delivery's own failure must not stop the ones queued behind it.
      .catch(() => undefined);
  }

  private async deliver(event: Stripe.Event, generation: number): Promise<void> {
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
      const endpoint = this.endpoint;
      if (!endpoint || generation !== this.generation) return;
      const payload = webhookPayloadOf(event);
      const timestamp = Math.floor(this.now().getTime() / 1000);
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signWebhookPayload(payload, endpoint.secret, timestamp),
          },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      if (generation !== this.generation) return;
      this.attempts.push({ eventId: event.id, eventType: event.type, attempt, status, error });
      if (status !== null && status >= 200 && status < 300) {
        const stored = this.events.find((e) => e.id === event.id);
        if (stored) stored.pending_webhooks = Math.max(0, stored.pending_webhooks - 1);
        return;
      }
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
