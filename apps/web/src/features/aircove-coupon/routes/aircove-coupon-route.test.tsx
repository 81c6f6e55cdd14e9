import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AircoveCouponRoute } from './aircove-coupon-route';

const KRN = 'krn:subscription:s1';
const GET = `GET /api/v2/subscriptions/${encodeURIComponent(KRN)}`;
const render = () =>
  renderRoute({
    at: `/my-subscriptions/${KRN}/aircove-coupon`,
    routes: [{ path: '/my-subscriptions/:krn/aircove-coupon', Component: AircoveCouponRoute }],
  });

describe('/my-subscriptions/{krn}/aircove-coupon', () => {
  it('shows the coupon code and until when it can be used', async () => {
    fakeFetch({
      [GET]: {
        body: createSubscription({
          krn: KRN,
          aircoveCoupon: {
            krn: 'krn:coupon:c1',
            code: 'AIRCOVE-7F3A',
            expires: daysFromNow(60),
          },
        }),
      },
    });
    render();
    expect(await screen.findByText('AIRCOVE-7F3A')).toBeInTheDocument();
    expect(screen.getByText(/^Use it by \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('says when the coupon has expired', async () => {
    fakeFetch({
      [GET]: {
        body: createSubscription({
          krn: KRN,
          aircoveCoupon: { krn: 'krn:coupon:c1', code: 'OLD', expires: daysFromNow(-2) },
        }),
      },
    });
    render();
    expect(await screen.findByText(/^This coupon expired on/)).toBeInTheDocument();
    expect(screen.queryByText('OLD')).not.toBeInTheDocument();
  });

  it('says when there is no such subscription, without offering a retry', async () => {
    fakeFetch({ [GET]: apiError(404, 'not_found') });
    render();
    expect(await screen.findByText('We could not find this subscription.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
