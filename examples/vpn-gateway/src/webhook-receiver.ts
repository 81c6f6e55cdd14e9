import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { AccessState } from './access-state';
import { BodyTooLargeError, readBody } from './read-body';

/** The Standard Webhooks specification's tolerance for a signature's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 1024 * 1024;

export interface VerifiedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export type WebhookCheck =
  | { ok: true; webhook: VerifiedWebhook }
  | { ok: false; reason: 'missing_headers' | 'stale' | 'bad_signature' | 'malformed_body' };

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Checks a request the way `standardwebhooks`' `Webhook.verify` does, on the receiver's
 * clock: `verify` reads the system clock, which a test (or a server that keeps its own time)
 * cannot set. The HMAC is the library's (`Webhook.sign`); any `v1` signature of the header
 * may match, so Burrow can sign with two secrets while one is being rotated.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  headers: IncomingHttpHeaders,
  now: Date,
): WebhookCheck {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing_headers' };
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'bad_signature' };
  const sentAt = Number(timestamp);
  // Too old or from the future: a replay of a captured request, or clocks far apart.
  if (Math.abs(now.getTime() / 1000 - sentAt) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(new Webhook(secret).sign(id, new Date(sentAt * 1000), body));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'bad_signature' };
  try {
    const parsed = JSON.parse(body) as { type?: unknown; data?: unknown };
    if (typeof parsed.type !== 'string' || typeof parsed.data !== 'object' || !parsed.data)
      return { ok: false, reason: 'malformed_body' };
    return {
      ok: true,
      webhook: { id, type: parsed.type, data: parsed.data as Record<string, unknown> },
    };
  } catch {
    return { ok: false, reason: 'malformed_body' };
  }
}

export interface WebhookReceiverOptions {
  /** The endpoint's `whsec_…` secret, shown by `npm run burrow -- webhooks create`. */
  secret: string;
  state: AccessState;
  now?: () => Date;
  /** How many webhook-ids are remembered to drop repeats (oldest forgotten first). */
  rememberedIds?: number;
  /** Each verified event, once, after the state took it (an audit log, metrics). */
  onEvent?: (webhook: VerifiedWebhook) => void;
  log?: (line: string) => void;
}

/**
 * The `node:http` handler of `POST /webhooks/burrow`. A verified event is applied once
 * (Burrow delivers at least once, with the same webhook-id each time) and answered 204;
 * a bad or stale signature is 400, so Burrow retries it and logs the answer. Events of
 * types the gateway does not use are accepted too: a non-2xx would make Burrow retry them
 * for three days and then disable the endpoint.
 */
export function createWebhookReceiver(options: WebhookReceiverOptions) {
  const now = options.now ?? (() => new Date());
  const remembered = options.rememberedIds ?? 100_000;
  const seen = new Set<string>();
  const log = options.log ?? (() => undefined);

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let body: string;
    try {
      body = await readBody(request, MAX_BODY_BYTES);
    } catch (error) {
      response.writeHead(error instanceof BodyTooLargeError ? 413 : 400).end();
      return;
    }
    const check = verifyWebhook(options.secret, body, request.headers, now());
    if (!check.ok) {
      log(`webhook refused: ${check.reason}`);
      response.writeHead(400, { 'content-type': 'text/plain' }).end(check.reason);
      return;
    }
    const { id, type, data } = check.webhook;
    if (seen.has(id)) {
      response.writeHead(204).end();
      return;
    }
    options.state.apply(type, data);
    seen.add(id);
    // A Set iterates in insertion order: the first entry is the oldest.
    if (seen.size > remembered) seen.delete(seen.values().next().value ?? id);
    options.onEvent?.(check.webhook);
    log(`webhook ${type} ${id}`);
    response.writeHead(204).end();
  };
}
