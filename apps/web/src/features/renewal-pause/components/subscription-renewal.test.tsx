import type { RetentionOffer } from '@burrow/contract/retention-offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubscriptionList } from '../../../lib/account/subscription-list';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { SubscriptionRenewal } from './subscription-renewal';

const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const on = createSubscription({
  plan_name: 'Burrow VPN Premium',
  next_payment_date: '2026-08-01T00:00:00.000Z',
  handled_by_chargebee: true,
});
const path = (action: string) => `/api/v2/subscriptions/${on.subscription_id}/${action}`;
const paused: Subscription = {
  ...on,
  active: false,
  entitlements: [],
  pause_available: false,
  pause: { started_at: '2026-06-01T10:00:00.000Z', resumes_on: '2026-08-01T10:00:00.000Z' },
  next_payment_date: '2026-10-01T00:00:00.000Z',
};

const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });
const notOffered: RetentionOffer = {
  subscription_id: on.subscription_id,
  status: 'not_available',
  reason: 'accepted_recently',
  percent_off: null,
  renewal_date: null,
  full_price: null,
  offer_price: null,
  accepted_at: null,
};
const offered: RetentionOffer = {
  ...notOffered,
  status: 'available',
  reason: null,
  percent_off: 30,
  renewal_date: '2026-08-01T00:00:00.000Z',
  full_price: { total: usd(9999), tax: usd(0) },
  offer_price: { total: usd(7000), tax: usd(0) },
};
const accepted: RetentionOffer = {
  ...offered,
  status: 'accepted',
  accepted_at: '2026-06-01T10:00:00.000Z',
};
const OFFER = `GET ${path('retention-offer')}`;

type Answers = Parameters<typeof fakeFetch>[0];

/** The card's renewal part as My Subscription shows it: from the account's list, kept fresh. */
function Card() {
  const list = useSubscriptionList();
  const subscription = list.data?.[0];
  return subscription ? <SubscriptionRenewal subscription={subscription} /> : null;
}

function renderRenewal(answers: Answers) {
  const network = fakeFetch(answers);
  const view = renderRoute({
    at: '/my-subscriptions',
    routes: [{ path: '/my-subscriptions', element: <Card /> }],
  });
  const posted = () =>
    network.calls
      .filter((call) => call.method === 'POST')
      .map((call) => [call.path, call.body ?? null]);
  return { ...view, network, posted };
}

describe('turning automatic renewal off is a flow (decision 0102)', () => {
  it('asks why, offers a pause, pauses, shows until when, and resumes on request', async () => {
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: [
        { body: { subscriptions: [on] } },
        { body: { subscriptions: [paused] } },
        { body: { subscriptions: [{ ...on, next_payment_date: '2026-08-10T00:00:00.000Z' }] } },
      ],
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: notOffered },
      [`POST ${path('pause')}`]: { body: paused },
      [`POST ${path('resume')}`]: { body: on },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Before you turn off automatic renewal',
    });
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'I only need a break for now' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Anything else/ }),
      'Travelling for the summer',
    );
    await user.click(next);

    const offer = await screen.findByRole('dialog', { name: 'Pause instead?' });
    await user.click(within(offer).getByRole('radio', { name: '2 months' }));
    await user.click(within(offer).getByRole('button', { name: 'Pause for 2 months' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Paused until August 1, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume now' }));
    expect(
      await screen.findByText('Burrow VPN Premium is active again: you can connect now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Paused until/)).not.toBeInTheDocument();
    expect(posted()).toEqual([
      [
        path('renewal-off-reason'),
        { reason: 'temporary_need', detail: 'Travelling for the summer' },
      ],
      [path('pause'), { months: 2 }],
      [path('resume'), null],
    ]);
  });

  it('turns renewal off only after the pause is declined and the end is confirmed', async () => {
    const off = { ...on, auto_billing_enabled: false, pause_available: false };
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: [{ body: { subscriptions: [on] } }, { body: { subscriptions: [off] } }],
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: notOffered },
      [`POST ${path('autobill-off')}`]: { body: off },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'It is too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'No thanks, turn renewal off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' });
    expect(confirm).toHaveTextContent(
      'Burrow VPN Premium stays active until August 1, 2026 and then ends.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Turn off automatic renewal' }));
    expect(
      await screen.findByText(
        'Automatic renewal of Burrow VPN Premium is off: it ends at the end of its period.',
      ),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      [path('renewal-off-reason'), { reason: 'too_expensive' }],
      [path('autobill-off'), null],
    ]);
  });

  it('goes straight to the confirmation when the plan may not pause, and keeps renewal on when asked', async () => {
    const noPause = { ...on, pause_available: false };
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [noPause] } },
      [`POST ${path('renewal-off-reason')}`]: { body: noPause },
      [OFFER]: { body: notOffered },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'Another reason' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep automatic renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([[path('renewal-off-reason'), { reason: 'other' }]]);
  });

  it('says why a pause was refused and leaves renewal as it was', async () => {
    const { user } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: offered },
      [`POST ${path('pause')}`]: apiError(409, 'pause_not_allowed'),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'I don’t use it enough' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pause for 1 month' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This subscription cannot be paused now.',
    );
    expect(screen.getByRole('dialog', { name: 'Pause instead?' })).toBeInTheDocument();
  });
});

describe('help for technical problems in the flow', () => {
  it('offers help connecting first, with the troubleshooting steps and support, then goes on', async () => {
    const noOffer: RetentionOffer = { ...notOffered, reason: 'reason_not_eligible' };
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: noOffer },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'I have technical problems' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const help = await screen.findByRole('dialog', { name: 'Having trouble connecting?' });
    expect(help).toHaveTextContent('Most problems are fixed in a few minutes.');
    expect(
      within(help).getByRole('link', { name: 'Connection troubleshooting steps' }),
    ).toHaveAttribute('href', '/support');
    expect(within(help).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support#contact',
    );
    await user.click(within(help).getByRole('button', { name: 'Continue' }));
    const pause = await screen.findByRole('dialog', { name: 'Pause instead?' });
    await user.click(within(pause).getByRole('button', { name: 'No thanks, continue' }));
    // No discount answers technical problems: the flow goes on to the confirmation.
    expect(
      await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' }),
    ).toBeInTheDocument();
    expect(posted()).toEqual([[path('renewal-off-reason'), { reason: 'technical_problems' }]]);
  });

  it('keeps the help to technical problems', async () => {
    const noPause = { ...on, pause_available: false };
    const { user } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [noPause] } },
      [`POST ${path('renewal-off-reason')}`]: { body: noPause },
      [OFFER]: { body: notOffered },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'I am switching to another VPN' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Having trouble connecting?')).not.toBeInTheDocument();
  });
});

describe('the retention offer in the flow (decision 0109)', () => {
  it('shows the offer first when the price was the reason, and keeps the plan at the lower price', async () => {
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: offered },
      [`POST ${path('retention-offer/accept')}`]: { body: accepted },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'It is too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const card = await screen.findByRole('dialog', { name: 'Stay for less?' });
    // The step opens once the reason is recorded; the offer it then reads may still be loading.
    await waitFor(() => expect(card).toHaveTextContent('get 30% off your next renewal'));
    expect(card).toHaveTextContent('Next renewal on August 1, 2026, tax included');
    expect(within(card).getByText('$99.99').tagName).toBe('S');
    expect(within(card).getByText('$70.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Keep my plan at $70.00' }));

    const kept = await screen.findByRole('dialog', { name: 'Your plan stays on' });
    expect(kept).toHaveTextContent('On August 1, 2026 you pay $70.00 instead of $99.99');
    await user.click(within(kept).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [path('renewal-off-reason'), { reason: 'too_expensive' }],
      [path('retention-offer/accept'), null],
    ]);
  });

  it('comes after the pause for other reasons, and declining it leads to the confirmation', async () => {
    const { user, posted } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: offered },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'I don’t use it enough' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pause = await screen.findByRole('dialog', { name: 'Pause instead?' });
    await user.click(within(pause).getByRole('button', { name: 'No thanks, continue' }));
    const card = await screen.findByRole('dialog', { name: 'Stay for less?' });
    await user.click(within(card).getByRole('button', { name: 'No thanks, continue' }));
    expect(
      await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' }),
    ).toBeInTheDocument();
    expect(posted()).toEqual([[path('renewal-off-reason'), { reason: 'not_using' }]]);
  });

  it('says when the offer cannot be loaded and lets the customer go on', async () => {
    const noPause = { ...on, pause_available: false };
    const { user } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [noPause] } },
      [`POST ${path('renewal-off-reason')}`]: { body: noPause },
      [OFFER]: apiError(500, 'internal_error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'It is too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('dialog', { name: 'Stay for less?' });
    expect(
      await within(card).findByText('We could not load your offer. You can continue without it.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'No thanks, continue' }));
    expect(
      await screen.findByRole('dialog', { name: 'Turn off automatic renewal?' }),
    ).toBeInTheDocument();
  });

  it('says why an accept was refused and leaves renewal as it was', async () => {
    const { user } = renderRenewal({
      [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
      [`POST ${path('renewal-off-reason')}`]: { body: on },
      [OFFER]: { body: offered },
      [`POST ${path('retention-offer/accept')}`]: apiError(409, 'retention_offer_not_available'),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(await screen.findByRole('radio', { name: 'It is too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my plan at $70.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer is not available for this subscription now.',
    );
  });
});
