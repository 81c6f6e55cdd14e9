import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_COOKIE, captureAttribution } from '../../../lib/attribution';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { PartnerBanner } from './partner-banner';

const BONUS = 'GET /api/v1/referral-bonus';

/** The visitor landed on the site through `query`, as main.tsx records it. */
function landedWith(query: string) {
  captureAttribution({ href: `http://localhost/order?${query}`, protocol: 'http:' }, '');
}

function renderBanner() {
  return renderRoute({ at: '/order', routes: [{ path: '/order', element: <PartnerBanner /> }] });
}

function bonusAnswer(eligible: boolean) {
  return {
    body: {
      referrerId: 'FRIEND1',
      referralCampaignId: 'default',
      eligible,
      bonusPeriod: eligible ? { length: 1, unit: 'month' } : null,
    },
  };
}

afterEach(() => {
  document.cookie = `${ATTRIBUTION_COOKIE}=; Max-Age=0; Path=/`;
});

describe('PartnerBanner', () => {
  it('shows nothing, and asks nothing, for a visitor who came on their own', () => {
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();
  });

  it('names a known partner', () => {
    landedWith('partner=acme-bank');
    renderBanner();
    expect(screen.getByText('Exclusive offer for Acme Bank members')).toBeVisible();
  });

  it('gives an unknown partner the generic text and never echoes the id', () => {
    landedWith('partner_id=Free%20money%20here');
    const { container } = renderBanner();
    expect(screen.getByText('A special offer from one of our partners')).toBeVisible();
    expect(container).not.toHaveTextContent('Free money');
  });

  it('shows the month a friend’s good referral link gives', async () => {
    fakeFetch({ [BONUS]: bonusAnswer(true) });
    const requests = vi.spyOn(globalThis, 'fetch');
    landedWith('ref=FRIEND1&referralCampaignId=refer-a-friend');
    renderBanner();

    const bonus = await screen.findByText('Your friend gave you an extra month free');
    // Announced politely as it arrives.
    expect(bonus.closest('[role="status"]')).not.toBeNull();
    expect(requests).toHaveBeenCalledTimes(1);
    expect(String(requests.mock.calls[0]?.[0])).toBe(
      '/api/v1/referral-bonus?referrerId=FRIEND1&referralCampaignId=refer-a-friend',
    );
  });

  it('shows nothing for a referral link that gives nothing, or cannot be checked', async () => {
    const network = fakeFetch({ [BONUS]: [bonusAnswer(false), apiError(500, 'internal_error')] });
    landedWith('ref=FRIEND1');
    const first = renderBanner();
    await vi.waitFor(() => expect(network.calls).toHaveLength(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    first.unmount();

    renderBanner();
    await vi.waitFor(() => expect(network.calls).toHaveLength(2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the partner and the friend’s bonus together', async () => {
    fakeFetch({ [BONUS]: bonusAnswer(true) });
    landedWith('partner=northwind&ref=FRIEND1');
    renderBanner();
    expect(screen.getByText('Exclusive offer for Northwind Traders members')).toBeVisible();
    expect(await screen.findByText('Your friend gave you an extra month free')).toBeVisible();
  });
});
