import { DnsFieldProblemSchema } from '@burrow/contract/dns-settings';
import type { ErrorCode } from '@burrow/contract/errors';
import type { HostnameProblem } from '@burrow/domain/dns-hostname';
import type { IpAddressProblem } from '@burrow/domain/ip-address';
import type { MessageId } from '../../../i18n/message-ids';
import { isApiError } from '../../../lib/api-client';

// The domain names the rule that failed; each has its own words in every locale. The page
// checks with the same rules before sending, and reads the server's rule from a 422.
export const IP_PROBLEM_MESSAGES: Record<IpAddressProblem, MessageId> = {
  required: 'dns_settings.ip.problem.required',
  invalid: 'dns_settings.ip.problem.invalid',
  unspecified: 'dns_settings.ip.problem.unspecified',
  loopback: 'dns_settings.ip.problem.loopback',
  private: 'dns_settings.ip.problem.private',
  shared: 'dns_settings.ip.problem.shared',
  link_local: 'dns_settings.ip.problem.link_local',
  documentation: 'dns_settings.ip.problem.documentation',
  multicast: 'dns_settings.ip.problem.multicast',
  reserved: 'dns_settings.ip.problem.reserved',
};

export const HOSTNAME_PROBLEM_MESSAGES: Record<HostnameProblem, MessageId> = {
  required: 'dns_settings.hostname.problem.required',
  too_long: 'dns_settings.hostname.problem.too_long',
  label_too_long: 'dns_settings.hostname.problem.label_too_long',
  invalid_characters: 'dns_settings.hostname.problem.invalid_characters',
  empty_label: 'dns_settings.hostname.problem.empty_label',
  hyphen_at_label_edge: 'dns_settings.hostname.problem.hyphen_at_label_edge',
  needs_domain: 'dns_settings.hostname.problem.needs_domain',
  numeric_top_level: 'dns_settings.hostname.problem.numeric_top_level',
  special_use: 'dns_settings.hostname.problem.special_use',
};

/**
 * The field message for a save the server refused with `code` (422): the message of the
 * rule it names, or null when the failure is not about the field (shown above the form).
 */
export function refusedFieldMessage<Problem extends string>(
  error: unknown,
  code: ErrorCode,
  messages: Record<Problem, MessageId>,
  fallback: MessageId,
): MessageId | null {
  if (!isApiError(error, code)) return null;
  const details = DnsFieldProblemSchema.safeParse(error.details);
  const problem = details.success ? details.data.problem : undefined;
  return problem !== undefined && problem in messages ? messages[problem as Problem] : fallback;
}
