import type { DnsSettings } from '@burrow/contract/dns-settings';
import { checkHostname, type HostnameProblem } from '@burrow/domain/dns-hostname';
import { checkPublicIpAddress, type IpAddressProblem } from '@burrow/domain/ip-address';
import { showsDnsSettings } from '@burrow/domain/menu-visibility';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { menuContextFor } from '../account-navigation/menu-context';
import {
  findDnsSettings,
  saveAuthorizedIp,
  saveAutoAuth,
  saveHostname,
  type DnsSettingsRow,
} from './dns-settings-repository';

export interface DnsCaller {
  tenantId: string;
  userId: string;
  /** The address the request came from, as the server sees it (behind TRUST_PROXY, the client's). */
  requestIp: string | undefined;
}

// The API's own words, for clients without the web catalogue; the web shows its own per problem.
const IP_MESSAGES: Record<IpAddressProblem, string> = {
  required: 'Enter an IP address.',
  invalid: 'Enter an IPv4 address like 81.2.69.160 or an IPv6 address like 2a00:1450::200e.',
  unspecified: 'This address stands for no address at all. Enter your public IP address.',
  loopback: 'This is your device’s own loopback address. Enter your public IP address.',
  private: 'This is a private network address. Enter your public IP address.',
  shared: 'This address is shared by your provider’s network. Enter your public IP address.',
  link_local: 'This address only works on your local network. Enter your public IP address.',
  documentation: 'This address is reserved for examples. Enter your public IP address.',
  multicast: 'This is a multicast address. Enter your public IP address.',
  reserved: 'This address is reserved and not used on the internet. Enter your public IP address.',
};

const HOSTNAME_MESSAGES: Record<HostnameProblem, string> = {
  required: 'Enter a hostname.',
  too_long: 'A hostname has 253 characters at most.',
  label_too_long: 'Each part of a hostname has 63 characters at most.',
  invalid_characters: 'Use only letters, digits, hyphens and dots, like myhome.ddns.net.',
  empty_label: 'A hostname cannot have two dots in a row or start with a dot.',
  hyphen_at_label_edge: 'A part of a hostname cannot start or end with a hyphen.',
  needs_domain: 'Enter the full hostname, like myhome.ddns.net.',
  numeric_top_level: 'This looks like an IP address. Enter a hostname, like myhome.ddns.net.',
  special_use: 'This name does not exist on the public internet. Enter your dynamic DNS hostname.',
};

function toView(row: DnsSettingsRow | undefined, requestIp: string | undefined): DnsSettings {
  const current = requestIp ? checkPublicIpAddress(requestIp) : undefined;
  return {
    auto_auth_enabled: row?.auto_auth_enabled ?? false,
    authorized_ip:
      row?.authorized_ip && row.ip_authorized_at
        ? {
            address: row.authorized_ip,
            version: row.authorized_ip.includes(':') ? 6 : 4,
            authorized_at: row.ip_authorized_at.toISOString(),
          }
        : null,
    hostname:
      row?.hostname && row.hostname_updated_at
        ? { hostname: row.hostname, updated_at: row.hostname_updated_at.toISOString() }
        : null,
    current_ip:
      requestIp && current
        ? {
            address: current.ok ? current.address : requestIp,
            registrable: current.ok,
          }
        : null,
  };
}

/** docs/product.md#the-account-menu: the page and its API are for those the menu shows DNS Settings to. */
async function requireEntitled(ctx: AppContext, caller: DnsCaller) {
  const menu = await menuContextFor(ctx, caller.tenantId, caller.userId);
  if (!showsDnsSettings(menu)) {
    throw new AppError(403, 'not_entitled', 'DNS settings come with an active subscription.');
  }
}

export async function getDnsSettings(ctx: AppContext, caller: DnsCaller): Promise<DnsSettings> {
  await requireEntitled(ctx, caller);
  return toView(await findDnsSettings(ctx.db, caller.tenantId, caller.userId), caller.requestIp);
}

/** Whether the VPN apps register the customer's address by themselves whenever they connect. */
export async function setAutoAuth(
  ctx: AppContext,
  caller: DnsCaller,
  enabled: boolean,
): Promise<DnsSettings> {
  await requireEntitled(ctx, caller);
  const row = await saveAutoAuth(ctx.db, caller.tenantId, caller.userId, enabled, ctx.clock.now());
  return toView(row, caller.requestIp);
}

/**
 * Registers the public address the DNS service answers for, replacing the previous one.
 * Not a public address (private, loopback, documentation…) → 422 `invalid_ip_address`.
 */
export async function authorizeIp(
  ctx: AppContext,
  caller: DnsCaller,
  ip: string,
): Promise<DnsSettings> {
  await requireEntitled(ctx, caller);
  const check = checkPublicIpAddress(ip);
  if (!check.ok) {
    const message = IP_MESSAGES[check.problem];
    throw new AppError(422, 'invalid_ip_address', message, {
      fields: { ip: message },
      problem: check.problem,
    });
  }
  const row = await saveAuthorizedIp(
    ctx.db,
    caller.tenantId,
    caller.userId,
    check.address,
    ctx.clock.now(),
  );
  return toView(row, caller.requestIp);
}

/** Sets the dynamic-DNS hostname, or removes it (`null`). Not a public name → 422 `invalid_hostname`. */
export async function setHostname(
  ctx: AppContext,
  caller: DnsCaller,
  hostname: string | null,
): Promise<DnsSettings> {
  await requireEntitled(ctx, caller);
  let normalised: string | null = null;
  if (hostname !== null) {
    const check = checkHostname(hostname);
    if (!check.ok) {
      const message = HOSTNAME_MESSAGES[check.problem];
      throw new AppError(422, 'invalid_hostname', message, {
        fields: { hostname: message },
        problem: check.problem,
      });
    }
    normalised = check.hostname;
  }
  const row = await saveHostname(
    ctx.db,
    caller.tenantId,
    caller.userId,
    normalised,
    ctx.clock.now(),
  );
  return toView(row, caller.requestIp);
}
