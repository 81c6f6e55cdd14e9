import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

export interface ReceivedWebhook {
  webhookId: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A storefront's receiver, as a VPN team would write it: verifies every request with
 * `standardwebhooks` against its secret (its clock agrees with Burrow's), answers 503 while
 * `down`, and keeps what it verified.
 */
export async function startWebhookReceiver(clockNow: () => Date) {
  const state = { secret: '', down: false, received: [] as ReceivedWebhook[], rejected: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.down) {
        res.writeHead(503).end('receiver is down');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const now = vi.spyOn(Date, 'now').mockReturnValue(clockNow().getTime());
      try {
        const event = new Webhook(state.secret).verify(
          body,
          req.headers as Record<string, string>,
        ) as { type: string; data: Record<string, unknown> };
        state.received.push({
          webhookId: String(req.headers['webhook-id']),
          type: event.type,
          data: event.data,
        });
        res.writeHead(204).end();
      } catch {
        state.rejected += 1;
        res.writeHead(400).end('bad signature');
      } finally {
        now.mockRestore();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/burrow-webhooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
