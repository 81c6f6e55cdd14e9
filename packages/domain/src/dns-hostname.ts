/**
 * The hostname a customer registers for DNS access (docs/product.md#customer-pages hostname, decision 0052): a
 * dynamic-DNS name (`myhome.ddns.net`) whose address the DNS service follows when the
 * customer's public IP changes. It must be a name the public DNS can resolve.
 */

/** Why a hostname cannot be registered; each is a message key suffix in the web catalogue. */
export type HostnameProblem =
  | 'required'
  | 'too_long'
  | 'label_too_long'
  | 'invalid_characters'
  | 'empty_label'
  | 'hyphen_at_label_edge'
  | 'needs_domain'
  | 'numeric_top_level'
  | 'special_use';

export type HostnameCheck =
  { ok: true; hostname: string } | { ok: false; problem: HostnameProblem };

/** RFC 1035: 255 octets on the wire, 253 characters as text. */
export const MAX_HOSTNAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const LABEL_CHARACTERS = /^[a-z0-9-]+$/;

// RFC 6761 / 6762 / 7686 / 8375 special-use names and RFC 2606 examples: none resolves on
// the public internet, so the DNS service could never follow them.
const SPECIAL_USE_SUFFIXES = [
  'localhost',
  'local',
  'test',
  'example',
  'invalid',
  'internal',
  'onion',
  'home.arpa',
  'example.com',
  'example.net',
  'example.org',
];

/**
 * Normalises (trimmed, lower case, without the root's trailing dot) and checks a hostname:
 * LDH labels of 1–63 characters not starting or ending with a hyphen, at least a name and a
 * top-level domain, a top-level domain that is not all digits (that would be an IP
 * address), 253 characters at most, and not a special-use name. Internationalised names
 * are accepted in their ASCII (`xn--`) form.
 */
export function checkHostname(text: string): HostnameCheck {
  const hostname = text.trim().toLowerCase().replace(/\.$/, '');
  if (hostname === '') return { ok: false, problem: 'required' };
  if (hostname.length > MAX_HOSTNAME_LENGTH) return { ok: false, problem: 'too_long' };
  const labels = hostname.split('.');
  for (const label of labels) {
    if (label === '') return { ok: false, problem: 'empty_label' };
    if (!LABEL_CHARACTERS.test(label)) return { ok: false, problem: 'invalid_characters' };
    if (label.length > MAX_LABEL_LENGTH) return { ok: false, problem: 'label_too_long' };
    if (label.startsWith('-') || label.endsWith('-')) {
      return { ok: false, problem: 'hyphen_at_label_edge' };
    }
  }
  if (
    SPECIAL_USE_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`))
  ) {
    return { ok: false, problem: 'special_use' };
  }
  if (labels.length < 2) return { ok: false, problem: 'needs_domain' };
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) {
    return { ok: false, problem: 'numeric_top_level' };
  }
  return { ok: true, hostname };
}
