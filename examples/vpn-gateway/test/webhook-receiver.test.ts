import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessState } from '../src/access-state';
import { createWebhookReceiver } from '../src/webhook-receiver';

const SECRET = `whsec_${Buffer.from('a test secret of 24 bytes').toString('base64')}`;
const NOW = new Date('2026-11-27T10:00:00Z');

let server: Server | undefined;
afterEach(() => server?.close());

/** The receiver on a real port, on a fixed clock; `changes` counts what reached the state. */
async function receiver() {
  const state = new AccessState();
  const changes: unknown[] = [];
  state.onChange((change) => changes.push(change));
  const handler = createWebhookReceiver({ secret: SECRET, state, now: () => NOW });
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/webhooks/burrow`, { method: 'POST', body, headers });
  return { state, changes, post };
}

/** A request as Burrow signs it (Standard Webhooks). */
function signed(
  type: string,
  data: Record<string, unknown>,
  { id = `msg_${crypto.randomUUID()}`, sentAt = NOW, secret = SECRET } = {},
) {
  const body = JSON.stringify({ type, timestamp: sentAt.toISOString(), data });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
    },
  };
}

const removed = { device_id: 'device-1', subscription_id: 'sub-1', customer_id: 'account-1' };

describe('webhook receiver', () => {
  it('applies a verified event once, however often Burrow delivers it', async () => {
    const { changes, post } = await receiver();
    const event = signed('device.removed', removed);
    expect((await post(event.body, event.headers)).status).toBe(204);
    expect((await post(event.body, event.headers)).status).toBe(204);
    expect(changes).toEqual([{ deviceId: 'device-1' }]);
  });

  it('refuses with 400 a wrong secret, a changed body, a stale or missing signature', async () => {
    const { changes, post } = await receiver();
    const wrongSecret = signed('device.removed', removed, {
      secret: `whsec_${Buffer.from('somebody else entirely!!').toString('base64')}`,
    });
    const genuine = signed('device.removed', removed);
    const stale = signed('device.removed', removed, {
      sentAt: new Date(NOW.getTime() - 6 * 60_000),
    });
    const cases = [
      [wrongSecret.body, wrongSecret.headers, 'bad_signature'],
      [genuine.body.replace('device-1', 'device-2'), genuine.headers, 'bad_signature'],
      [stale.body, stale.headers, 'stale'],
      [genuine.body, { 'webhook-id': 'msg_1' }, 'missing_headers'],
    ] as const;
    for (const [body, headers, reason] of cases) {
      const response = await post(body, headers);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(reason);
    }
    expect(changes).toEqual([]);
  });

  it('accepts events it has no use for, so Burrow does not retry them', async () => {
    const { changes, post } = await receiver();
    const event = signed('subscription.renewed', { subscription_id: 'sub-1' });
    expect((await post(event.body, event.headers)).status).toBe(204);
    expect(changes).toEqual([]);
  });
});
