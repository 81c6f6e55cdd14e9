import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Gateway } from './gateway';
import { BodyTooLargeError, readBody } from './read-body';

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * The example's HTTP face: `POST /webhooks/burrow` (Burrow's signed webhooks) and
 * `POST /connect {"token": "…"}`, which stands in for the VPN protocol's handshake: 200
 * with the connection, or 403 with the reason.
 */
export function createGatewayServer(gateway: Gateway, receiveWebhook: Handler): Server {
  const connect: Handler = async (request, response) => {
    let token: unknown;
    try {
      ({ token } = JSON.parse(await readBody(request, 16 * 1024)) as { token?: unknown });
    } catch (error) {
      json(response, error instanceof BodyTooLargeError ? 413 : 400, { error: 'bad_request' });
      return;
    }
    if (typeof token !== 'string') {
      json(response, 400, { error: 'bad_request', detail: 'expected {"token": "…"}' });
      return;
    }
    const decision = await gateway.connect(token);
    if (!decision.allowed) {
      json(response, 403, decision);
      return;
    }
    const { id, claims } = decision.connection;
    json(response, 200, {
      allowed: true,
      connection_id: id,
      device_id: claims.deviceId,
      account_id: claims.accountId,
      tier: claims.tier,
    });
  };
  const routes: Record<string, Handler> = {
    'POST /webhooks/burrow': receiveWebhook,
    'POST /connect': connect,
  };
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://gateway').pathname;
    const route = routes[`${request.method} ${path}`];
    if (!route) {
      json(response, 404, { error: 'not_found' });
      return;
    }
    route(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, { error: 'internal' });
    });
  });
}
