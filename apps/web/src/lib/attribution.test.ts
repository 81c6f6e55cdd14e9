import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_COOKIE,
  attributionFromLanding,
  captureAttribution,
  mergeAttribution,
  readAttribution,
} from './attribution';

const SITE = 'https://burrow.test';

function land(path: string, referrer = '', protocol = 'https:') {
  captureAttribution({ href: `${SITE}${path}`, protocol }, referrer);
}

function clearCookie() {
  document.cookie = `${ATTRIBUTION_COOKIE}=; Max-Age=0; Path=/`;
}

afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('attributionFromLanding', () => {
  it('reads the utm parameters, using utm_medium as the source channel', () => {
    const url = new URL(
      `${SITE}/order?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=vpn&utm_content=hero`,
    );
    expect(attributionFromLanding(url, 'https://mail.example.com/')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'vpn',
      utm_content: 'hero',
      source_channel: 'email',
    });
  });

  it('reads the short aliases of affiliate, partner and referral', () => {
    const url = new URL(`${SITE}/order?aff=A1&partner=acme-bank&ref=FRIEND1`);
    expect(attributionFromLanding(url, '')).toEqual({
      affiliate_id: 'A1',
      partner_id: 'acme-bank',
      referrerId: 'FRIEND1',
      source_channel: 'direct',
    });
  });

  it('prefers the long parameter names to their aliases', () => {
    const url = new URL(
      `${SITE}/?affiliate_id=LONG&aff=SHORT&referrerId=R1&ref=R2&referralCampaignId=refer-a-friend`,
    );
    expect(attributionFromLanding(url, '')).toMatchObject({
      affiliate_id: 'LONG',
      referrerId: 'R1',
      referralCampaignId: 'refer-a-friend',
    });
  });

  it('takes the referring site’s host as the channel when there is no utm_medium', () => {
    expect(
      attributionFromLanding(new URL(`${SITE}/`), 'https://www.search.example/?q=vpn'),
    ).toEqual({ source_channel: 'www.search.example' });
  });

  it('says nothing for a direct visit or a visit from our own pages', () => {
    expect(attributionFromLanding(new URL(`${SITE}/order`), '')).toBeNull();
    expect(attributionFromLanding(new URL(`${SITE}/order`), `${SITE}/`)).toBeNull();
    expect(attributionFromLanding(new URL(`${SITE}/order`), 'not a url')).toBeNull();
  });

  it('ignores unknown parameters, empty values and control characters, and bounds the length', () => {
    const long = 'x'.repeat(300);
    const url = new URL(`${SITE}/?utm_source=%20&utm_medium=a%0Ab&foo=bar&utm_campaign=${long}`);
    expect(attributionFromLanding(url, '')).toEqual({
      utm_medium: 'ab',
      utm_campaign: 'x'.repeat(100),
      source_channel: 'ab',
    });
  });
});

describe('mergeAttribution', () => {
  const first = { partner_id: 'acme-bank', source_channel: 'direct' };

  it('keeps the first touch against a later one without a campaign or referral', () => {
    expect(mergeAttribution(first, { affiliate_id: 'A9', source_channel: 'direct' })).toBe(first);
    expect(mergeAttribution(first, { source_channel: 'other.example' })).toBe(first);
    expect(mergeAttribution(first, null)).toBe(first);
  });

  it('starts over for a new utm campaign or a friend’s referral', () => {
    const campaign = { utm_campaign: 'summer', source_channel: 'direct' };
    const referral = { referrerId: 'FRIEND1', source_channel: 'direct' };
    expect(mergeAttribution(first, campaign)).toBe(campaign);
    expect(mergeAttribution(first, referral)).toBe(referral);
  });

  it('takes any touch when nothing is stored', () => {
    const touch = { affiliate_id: 'A9', source_channel: 'direct' };
    expect(mergeAttribution(null, touch)).toBe(touch);
    expect(mergeAttribution(null, null)).toBeNull();
  });
});

describe('captureAttribution and readAttribution', () => {
  it('credits a visitor who came with nothing as direct, and stores nothing', () => {
    land('/');
    expect(document.cookie).not.toContain(ATTRIBUTION_COOKIE);
    expect(readAttribution()).toEqual({ source_channel: 'direct' });
  });

  it('stores the landing attribution in a first-party cookie that checkout reads back', () => {
    land('/order?utm_source=news&utm_medium=email&partner=acme-bank');
    expect(readAttribution()).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      partner_id: 'acme-bank',
      source_channel: 'email',
    });
  });

  it('writes the cookie for 30 days on the whole site, SameSite=Lax, Secure over https', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    land('/order?aff=A1');
    land('/order?aff=A1', '', 'http:');
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(
      new RegExp(`^${ATTRIBUTION_COOKIE}=[^;]+; Max-Age=2592000; Path=/; SameSite=Lax; Secure$`),
    );
    expect(written[1]).not.toContain('Secure');
  });

  it('keeps the first touch across later visits unless a new campaign arrives', () => {
    land('/order?partner=acme-bank');
    land('/order?aff=A9');
    land('/', 'https://www.search.example/');
    expect(readAttribution()).toEqual({ partner_id: 'acme-bank', source_channel: 'direct' });

    land('/order?ref=FRIEND1&referralCampaignId=refer-a-friend');
    expect(readAttribution()).toEqual({
      referrerId: 'FRIEND1',
      referralCampaignId: 'refer-a-friend',
      source_channel: 'direct',
    });
  });

  it('does not trust a tampered cookie: unknown keys and non-text values are dropped', () => {
    const forged = JSON.stringify({ partner_id: 'acme-bank', admin: 'yes', utm_term: 42 });
    document.cookie = `${ATTRIBUTION_COOKIE}=${encodeURIComponent(forged)}; Path=/`;
    expect(readAttribution()).toEqual({ partner_id: 'acme-bank' });

    document.cookie = `${ATTRIBUTION_COOKIE}=%7Bbroken; Path=/`;
    expect(readAttribution()).toEqual({ source_channel: 'direct' });
    document.cookie = `${ATTRIBUTION_COOKIE}=%E0%A4%A; Path=/`;
    expect(readAttribution()).toEqual({ source_channel: 'direct' });
  });
});
