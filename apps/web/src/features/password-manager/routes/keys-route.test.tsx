import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as KeysRoute } from './keys-route';

const LIST = 'GET /api/v2/subscriptions/';
const render = () =>
  renderRoute({ at: '/keys', routes: [{ path: '/keys', Component: KeysRoute }] });

describe('/keys', () => {
  it('shows how to start when a plan includes the password manager', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              plan_name: 'Burrow VPN VIP',
              entitlements: [{ id: 'password-manager', name: 'Burrow Keys', type: 'feature' }],
            }),
          ],
        },
      },
    });
    render();
    expect(
      await screen.findByText(
        'Burrow Keys, our password manager, comes with your Burrow VPN VIP plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('says what includes it when the plan does not, and retries a failed load', async () => {
    fakeFetch({
      [LIST]: [
        apiError(500, 'internal_error'),
        { body: { subscriptions: [createSubscription()] } },
      ],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your plan does not include Burrow Keys')).toBeInTheDocument();
  });
});
