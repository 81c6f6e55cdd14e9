import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import {
  bulkAnswer,
  createMonthlySubscription,
  createPlanOffer,
} from '../test/plan-change-builders';
import { BULK_ESTIMATE, LIST, OFFER, renderMySubscriptions } from '../test/render-my-subscriptions';

describe('/my-subscriptions names each subscription', () => {
  it('by its short reference, as the dashboard does, never by its UUID', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createMonthlySubscription({
              krn: 'krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
              subscription_id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
            }),
          ],
        },
      },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
    });
    renderMySubscriptions();

    const card = await screen.findByRole('article', { name: 'Burrow VPN Basic' });
    expect(card).toHaveTextContent('Ref. 3EEP-QKDV');
    expect(card).not.toHaveTextContent(/1b9d6bcd/i);
  });
});
