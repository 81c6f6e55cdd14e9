import type { HostnameProblem } from '@burrow/domain/dns-hostname';
import type { IpAddressProblem } from '@burrow/domain/ip-address';
import { z } from 'zod';

/**
 * DNS settings (docs/product.md#customer-pages, decision 0052): the public IP address the DNS service answers for
 * the customer, whether the apps register it automatically, and a dynamic-DNS hostname it
 * follows. The request schemas check only the shape; the domain's rules decide what is a
 * usable address or name and a refusal is 422 with a field message.
 */
export const DnsSettingsSchema = z.object({
  auto_auth_enabled: z.boolean(),
  authorized_ip: z
    .object({
      address: z.string(),
      version: z.union([z.literal(4), z.literal(6)]),
      authorized_at: z.string(),
    })
    .nullable(),
  hostname: z.object({ hostname: z.string(), updated_at: z.string() }).nullable(),
  /** The address this request came from as the server sees it, and whether it may be registered. */
  current_ip: z.object({ address: z.string(), registrable: z.boolean() }).nullable(),
});
export type DnsSettings = z.infer<typeof DnsSettingsSchema>;

export const DnsAutoAuthRequestSchema = z.object({ enabled: z.boolean() });

export const DnsAuthorizeIpRequestSchema = z.object({
  ip: z.string().max(100, 'This is not an IP address.'),
});

/** `null` removes the hostname. */
export const DnsHostnameRequestSchema = z.object({
  hostname: z.string().max(300, 'This hostname is too long.').nullable(),
});

/** The `details` of a 422 `invalid_ip_address` or `invalid_hostname`: which rule failed. */
export const DnsFieldProblemSchema = z.object({
  fields: z.record(z.string(), z.string()),
  problem: z.string(),
});
export type DnsFieldProblem = IpAddressProblem | HostnameProblem;
