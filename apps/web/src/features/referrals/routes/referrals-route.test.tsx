import type { ReferralProgram } from '@burrow/contract/referrals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ReferralsRoute } from './referrals-route';

const PROGRAM = 'GET /api/v2/referrals/';
const BONUS = 'GET /api/v1/referral-bonus';

function createProgram(overrides: Partial<ReferralProgram> = {}): ReferralProgram {
  return {
    referral_code: 'AB12CD34EF',
    referral_campaign_id: 'default',
    link_path: '/order?referrerId=AB12CD34EF&referralCampaignId=default',
    reward_period: { length: 1, unit: 'month' },
    friends: [],
    bonus_months_earned: 0,
    ...overrides,
  };
}

const eligible = {
  body: {
    referrerId: 'AB12CD34EF',
    referralCampaignId: 'default',
    eligible: true,
    bonusPeriod: { length: 1, unit: 'month' },
  },
};

const render = () =>
  renderRoute({ at: '/referrals', routes: [{ path: '/referrals', Component: ReferralsRoute }] });

describe('/referrals', () => {
  it('shows the personal link with what it gives, copies it, and invites sharing when no friend joined', async () => {
    const network = fakeFetch({ [PROGRAM]: { body: createProgram() }, [BONUS]: eligible });
    const { user } = render();
    const field = await screen.findByRole('textbox', { name: 'Your personal referral link' });
    expect(field).toHaveValue(
      'http://localhost:3000/order?referrerId=AB12CD34EF&referralCampaignId=default',
    );
    expect(field).toHaveAttribute('readonly');
    expect(
      await screen.findByText(
        'Friends who buy through your link get 1 month extra on their first plan, and you get 1 month free for each of them.',
      ),
    ).toBeInTheDocument();
    // The bonus is asked exactly as a friend's landing asks it.
    const bonusCall = network.calls.find((call) => call.path === '/api/v1/referral-bonus');
    expect(bonusCall).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/order?referrerId=AB12CD34EF&referralCampaignId=default',
    );
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByText('Free months earned: 0')).toBeInTheDocument();
    expect(screen.getByText(/No friends have joined through your link yet/)).toBeInTheDocument();
  });

  it('lists the friends who joined with their status and the free months earned', async () => {
    fakeFetch({
      [PROGRAM]: {
        body: createProgram({
          bonus_months_earned: 1,
          friends: [
            {
              masked_email: 'j•••@example.com',
              joined_at: '2026-06-10T10:00:00.000Z',
              plan_name: 'Burrow VPN Basic',
              status: 'active',
              reward: 'added',
            },
            {
              masked_email: null,
              joined_at: '2026-05-01T10:00:00.000Z',
              plan_name: null,
              status: 'ended',
              reward: 'no_plan_to_extend',
            },
          ],
        }),
      },
      [BONUS]: eligible,
    });
    render();
    const table = await screen.findByRole('table', { name: 'Friends who joined' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('j•••@example.com');
    expect(first).toHaveTextContent('Jun 10, 2026');
    expect(first).toHaveTextContent('SubscribedBurrow VPN Basic');
    expect(first).toHaveTextContent('Added to your plan');
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('A friend (account deleted)');
    expect(second).toHaveTextContent('Subscription ended');
    expect(second).toHaveTextContent('Not added: you had no running plan then');
    expect(screen.getByText('Free months earned: 1')).toBeInTheDocument();
  });

  it('says when the link gives no bonus right now', async () => {
    fakeFetch({
      [PROGRAM]: { body: createProgram() },
      [BONUS]: { body: { ...eligible.body, eligible: false, bonusPeriod: null } },
    });
    render();
    expect(await screen.findByText(/Your link gives no bonus right now/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('offers a retry when loading fails', async () => {
    fakeFetch({
      [PROGRAM]: [apiError(500, 'internal_error'), { body: createProgram() }],
      [BONUS]: eligible,
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('textbox', { name: 'Your personal referral link' }),
    ).toBeInTheDocument();
  });
});
