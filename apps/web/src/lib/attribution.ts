/**
 * Where a buyer came from (docs/product.md#attribution-and-marketing-consent checkout payload `xv`): the campaign, affiliate, partner,
 * friend's referral and source channel of the page they landed on, kept in a first-party
 * cookie so a purchase days later is still credited. Checkout sends `readAttribution()`.
 */

export const ATTRIBUTION_COOKIE = 'burrow_attribution';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Generous for any real campaign value, small enough that the cookie stays far under 4 kB.
const MAX_VALUE_LENGTH = 100;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Each stored key and the query parameters it is read from, first match wins. */
const PARAMETERS: Record<string, readonly string[]> = {
  ...Object.fromEntries(UTM_KEYS.map((key) => [key, [key]])),
  affiliate_id: ['affiliate_id', 'aff'],
  partner_id: ['partner_id', 'partner'],
  referrerId: ['referrerId', 'ref'],
  referralCampaignId: ['referralCampaignId'],
};

const STORED_KEYS = new Set([...Object.keys(PARAMETERS), 'source_channel']);

export type Attribution = Record<string, string>;

function cleanValue(value: string | null): string | null {
  if (value === null) return null;
  // Control characters have no business in a campaign name and could corrupt logs.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? null : cleaned.slice(0, MAX_VALUE_LENGTH);
}

function externalReferrerHost(referrer: string, landing: URL): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname;
    // Our own pages are not a source: the visitor was already here.
    return host && host !== landing.hostname ? host : null;
  } catch {
    return null;
  }
}

/**
 * What a landing page says about where the visitor came from, or null when it says nothing
 * (no tracked parameter, no other site before it): a direct visit is not a touch.
 */
export function attributionFromLanding(landing: URL, referrer: string): Attribution | null {
  const found: Attribution = {};
  for (const [key, names] of Object.entries(PARAMETERS)) {
    for (const name of names) {
      const value = cleanValue(landing.searchParams.get(name));
      if (value !== null) {
        found[key] = value;
        break;
      }
    }
  }
  const referrerHost = externalReferrerHost(referrer, landing);
  if (Object.keys(found).length === 0 && referrerHost === null) return null;
  found.source_channel = found.utm_medium ?? referrerHost ?? 'direct';
  return found;
}

/** A new campaign (utm_*) or a friend's referral is a fresh start; anything else is not. */
function startsNewCampaign(touch: Attribution): boolean {
  return UTM_KEYS.some((key) => key in touch) || 'referrerId' in touch;
}

/** First touch wins, unless a later touch is a new campaign or a referral. */
export function mergeAttribution(stored: Attribution | null, touch: Attribution | null) {
  if (touch === null) return stored;
  if (stored === null || startsNewCampaign(touch)) return touch;
  return stored;
}

function parseStored(raw: string): Attribution | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    // The cookie is client-side state anyone can edit: keep only known keys with text values.
    const entries = Object.entries(value).filter(
      (entry): entry is [string, string] =>
        STORED_KEYS.has(entry[0]) && typeof entry[1] === 'string',
    );
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

function readCookie(cookieHeader: string): Attribution | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ATTRIBUTION_COOKIE) continue;
    try {
      return parseStored(decodeURIComponent(rest.join('=')));
    } catch {
      return null;
    }
  }
  return null;
}

function writeCookie(attribution: Attribution, secure: boolean): void {
  const value = encodeURIComponent(JSON.stringify(attribution));
  document.cookie =
    `${ATTRIBUTION_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax` +
    (secure ? '; Secure' : '');
}

/**
 * Records the landing page's attribution, once per page load, before anything navigates
 * away from the landing URL. A direct visit leaves an earlier attribution as it was.
 */
export function captureAttribution(
  location: Pick<Location, 'href' | 'protocol'> = window.location,
  referrer: string = document.referrer,
): void {
  let landing: URL;
  try {
    landing = new URL(location.href);
  } catch {
    return;
  }
  const touch = attributionFromLanding(landing, referrer);
  if (touch === null) return;
  const stored = readCookie(document.cookie);
  const next = mergeAttribution(stored, touch);
  if (next !== null && next !== stored) writeCookie(next, location.protocol === 'https:');
}

/**
 * The `xv` attribution object for payment intents and checkout: what the cookie holds, or
 * `{source_channel: 'direct'}` for a visitor who came with nothing to credit.
 */
export function readAttribution(): Attribution {
  return readCookie(document.cookie) ?? { source_channel: 'direct' };
}
