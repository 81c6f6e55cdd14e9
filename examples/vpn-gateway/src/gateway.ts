import { randomUUID } from 'node:crypto';
import type { AccessRefusal, AccessState } from './access-state';
import type { EntitlementClaims, TokenRefusal, TokenVerifier } from './token-verifier';

export interface Connection {
  id: string;
  claims: EntitlementClaims;
  openedAt: Date;
}

export type ConnectDecision =
  | { allowed: true; connection: Connection }
  | { allowed: false; reason: TokenRefusal | AccessRefusal; detail: string };

export interface GatewayOptions {
  verify: TokenVerifier;
  state: AccessState;
  /** Called when a webhook ends an open connection's access: tear the tunnel down here. */
  onDisconnect?: (connection: Connection, reason: AccessRefusal) => void;
  now?: () => Date;
}

const ACCESS_DETAIL: Record<AccessRefusal, string> = {
  device_removed: 'the device was removed from its subscription',
  account_deleted: 'the account was deleted',
  access_ended: 'a webhook newer than the token says the plan no longer gives VPN access',
};

/**
 * The connection decision. A token opens a connection only if it verifies (signature,
 * issuer, audience, expiry, the `vpn` entitlement) and no webhook at or after its signing
 * says the account lost access or the device was removed. A token is a ticket to open a
 * connection, not to keep it: an open connection lasts past the token's expiry, and ends
 * when a webhook takes its access away — a refund, a removed device or an expired plan
 * cuts it as soon as the webhook arrives.
 */
export function createGateway(options: GatewayOptions) {
  const now = options.now ?? (() => new Date());
  const open = new Map<string, Connection>();

  options.state.onChange((change) => {
    for (const connection of [...open.values()]) {
      const { accountId, deviceId } = connection.claims;
      if (change.accountId !== accountId && change.deviceId !== deviceId) continue;
      const reason = options.state.refusal(connection.claims);
      if (!reason) continue;
      open.delete(connection.id);
      options.onDisconnect?.(connection, reason);
    }
  });

  return {
    async connect(token: string): Promise<ConnectDecision> {
      const verified = await options.verify(token);
      if (!verified.ok) return { allowed: false, reason: verified.reason, detail: verified.detail };
      const refused = options.state.refusal(verified.claims);
      if (refused) return { allowed: false, reason: refused, detail: ACCESS_DETAIL[refused] };
      const connection = { id: randomUUID(), claims: verified.claims, openedAt: now() };
      open.set(connection.id, connection);
      return { allowed: true, connection };
    },
    /** The client hung up. */
    disconnect(connectionId: string): boolean {
      return open.delete(connectionId);
    },
    openConnections(): Connection[] {
      return [...open.values()];
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
