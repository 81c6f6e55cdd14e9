/**
 * What Burrow's webhooks said about accounts and devices, as far as connections care: the
 * latest entitlements snapshot per account, removed devices, deleted accounts, and which
 * subscription each device belongs to. In memory: one gateway process. A fleet of VPN
 * servers behind one webhook URL keeps this in a shared store (Redis, a database) instead.
 */

export type AccessRefusal = 'device_removed' | 'account_deleted' | 'access_ended';

/** Who a token (or an open connection) speaks for, and since when. */
export interface TokenHolder {
  deviceId: string;
  accountId: string;
  issuedAt: Date;
}

/** What changed: open connections of this account or device are checked again. */
export interface AccessChange {
  accountId?: string;
  deviceId?: string;
}

interface Snapshot {
  asOf: Date;
  entitlements: Set<string>;
  subscriptions: Map<string, { active: boolean; entitlements: Set<string> }>;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const entitlementIds = (value: unknown): Set<string> =>
  new Set(
    Array.isArray(value)
      ? value.flatMap((entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          'id' in entry &&
          typeof entry.id === 'string'
            ? [entry.id]
            : [],
        )
      : [],
  );

export class AccessState {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly removedDevices = new Set<string>();
  private readonly deletedAccounts = new Set<string>();
  private readonly deviceSubscriptions = new Map<string, string>();
  private readonly listeners = new Set<(change: AccessChange) => void>();

  constructor(private readonly requiredEntitlement = 'vpn') {}

  /** Takes one verified event (`type` and `data` of a Standard Webhooks body). */
  apply(type: string, data: Data): void {
    switch (type) {
      case 'entitlements.changed':
        return this.takeSnapshot(data);
      case 'device.activated': {
        const deviceId = text(data.device_id);
        const subscriptionId = text(data.subscription_id);
        if (deviceId && subscriptionId) this.deviceSubscriptions.set(deviceId, subscriptionId);
        return;
      }
      case 'device.removed': {
        const deviceId = text(data.device_id);
        if (!deviceId) return;
        // A device id is never used again: every token of it is refused from now on.
        this.removedDevices.add(deviceId);
        return this.changed({ deviceId });
      }
      case 'account.deleted': {
        const accountId = text(data.customer_id);
        if (!accountId) return;
        this.deletedAccounts.add(accountId);
        return this.changed({ accountId });
      }
      default:
        // subscription.* events are followed by entitlements.changed, which says what they
        // mean for access; types this gateway does not know are accepted and ignored.
        return;
    }
  }

  /**
   * Why a verified token (or a connection opened with one) must be refused, or undefined.
   * A snapshot counts only when it is as new as the token or newer: a token Burrow signed
   * after a snapshot knows better than it (access came back, and a newer webhook is on its
   * way). Token times are whole seconds, so a snapshot in the token's own second counts: it
   * fails closed.
   */
  refusal(holder: TokenHolder): AccessRefusal | undefined {
    if (this.removedDevices.has(holder.deviceId)) return 'device_removed';
    if (this.deletedAccounts.has(holder.accountId)) return 'account_deleted';
    const snapshot = this.snapshots.get(holder.accountId);
    if (!snapshot || snapshot.asOf.getTime() < holder.issuedAt.getTime()) return undefined;
    return this.grants(snapshot, holder.deviceId) ? undefined : 'access_ended';
  }

  onChange(listener: (change: AccessChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The device's own subscription decides when the snapshot lists it (a customer may have
   * two plans); otherwise any of the account's.
   */
  private grants(snapshot: Snapshot, deviceId: string): boolean {
    const subscriptionId = this.deviceSubscriptions.get(deviceId);
    const own = subscriptionId ? snapshot.subscriptions.get(subscriptionId) : undefined;
    if (own) return own.active && own.entitlements.has(this.requiredEntitlement);
    return snapshot.entitlements.has(this.requiredEntitlement);
  }

  private takeSnapshot(data: Data): void {
    const accountId = text(data.customer_id);
    const asOf = new Date(text(data.as_of) ?? Number.NaN);
    if (!accountId || Number.isNaN(asOf.getTime())) return;
    // Deliveries may arrive out of order: only a newer snapshot replaces the one we have.
    const known = this.snapshots.get(accountId);
    if (known && known.asOf.getTime() > asOf.getTime()) return;
    const subscriptions = new Map<string, { active: boolean; entitlements: Set<string> }>();
    for (const entry of Array.isArray(data.subscriptions) ? (data.subscriptions as Data[]) : []) {
      const id = text(entry.subscription_id);
      if (id)
        subscriptions.set(id, {
          active: entry.active === true,
          entitlements: entitlementIds(entry.entitlements),
        });
    }
    this.snapshots.set(accountId, {
      asOf,
      entitlements: entitlementIds(data.entitlements),
      subscriptions,
    });
    this.changed({ accountId });
  }

  private changed(change: AccessChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
