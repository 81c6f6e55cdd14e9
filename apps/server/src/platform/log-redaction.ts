/**
 * Query parameters whose values may be logged: ones the app reads that carry no secret
 * (attribution, navigation, the order page's choices). Every other parameter's value is
 * replaced, so a secret-bearing one added later (like the email-change link's `code`,
 * once missed by a list of secret names) is hidden without anyone remembering to list it.
 */
const HARMLESS_PARAMETERS = new Set([
  'offer',
  'plan',
  'price',
  'currency',
  'locale',
  'tab',
  'page',
  'from',
  'to',
  'welcome',
  'attempt',
  'aff',
  'affiliate_id',
  'partner',
  'ref',
  'referrerId',
  'referralCampaignId',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]);

const REDACTED = '[redacted]';

/**
 * The URL for logs: the value of every query parameter not known to be harmless is
 * replaced (single-use sign-in and reset tokens, email-change codes, gateway client
 * secrets, activation codes, and whatever comes next). Names are judged as the server
 * decodes them, so `%74oken=` is hidden like `token=`.
 */
export function redactUrlSecrets(url: string): string {
  // Where Fastify's router ends the path: at the first `?` or `#` (a raw request may carry a
  // `#`, and the router reads what follows it as the query, secrets included).
  const queryStart = url.search(/[?#]/);
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const logged = new URLSearchParams();
  let changed = false;
  for (const [name, value] of params) {
    const keep = HARMLESS_PARAMETERS.has(name);
    if (!keep) changed = true;
    logged.append(name, keep ? value : REDACTED);
  }
  // The separator stays as sent (`?` or `#`), so the logged line shows the request it was.
  return changed ? `${url.slice(0, queryStart + 1)}${logged.toString()}` : url;
}
