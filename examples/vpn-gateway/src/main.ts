import { AccessState } from './access-state';
import { createGateway } from './gateway';
import { createGatewayServer } from './gateway-server';
import { createTokenVerifier } from './token-verifier';
import { createWebhookReceiver } from './webhook-receiver';

/**
 * Runs the example gateway:
 *   BURROW_URL=http://localhost:3000 WEBHOOK_SECRET=whsec_… PORT=8080 npm start -w @burrow/vpn-gateway-example
 * BURROW_ISSUER (Burrow's PUBLIC_URL, when it differs from BURROW_URL) and BURROW_TENANT
 * (accept one storefront's tokens only) are optional.
 */
function setting(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (!value) {
    console.error(`Set ${name} (see examples/vpn-gateway/README.md).`);
    process.exit(2);
  }
  return value;
}

const burrowUrl = setting('BURROW_URL');
const port = Number(setting('PORT', '8080'));
const state = new AccessState();
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const gateway = createGateway({
  verify: createTokenVerifier({
    jwksUrl: new URL('/.well-known/jwks.json', burrowUrl),
    issuer: setting('BURROW_ISSUER', burrowUrl),
    tenant: process.env.BURROW_TENANT,
  }),
  state,
  onDisconnect: (connection, reason) =>
    log(`disconnect ${connection.id} (device ${connection.claims.deviceId}): ${reason}`),
});
const receiver = createWebhookReceiver({ secret: setting('WEBHOOK_SECRET'), state, log });

createGatewayServer(gateway, receiver).listen(port, () =>
  log(`VPN gateway example on http://localhost:${port} (webhooks: POST /webhooks/burrow)`),
);
