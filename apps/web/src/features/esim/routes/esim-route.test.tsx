import type { HolidayEsim } from '@burrow/contract/esims';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as EsimRoute } from './esim-route';

const LIST = 'GET /api/v2/esims/';
const esim: HolidayEsim = {
  id: 'e1',
  krn: 'krn:esim:e1',
  subscription_krn: 'krn:subscription:s1',
  plan_name: 'Burrow VPN Premium',
  data_gb: 5,
  expires: '2026-07-05T12:00:00.000Z',
  usable: true,
  activation_code: 'LPA:1$smdp.sandbox.burrow.test$ABC123',
  smdp_address: 'smdp.sandbox.burrow.test',
  matching_id: 'ABC123',
};

const render = () =>
  renderRoute({ at: '/esim', routes: [{ path: '/esim', Component: EsimRoute }] });

describe('/esim', () => {
  it('shows the allowance, the expiry and a QR code to install it', async () => {
    fakeFetch({ [LIST]: { body: { esims: [esim] } } });
    render();
    const card = await screen.findByRole('article', { name: 'Holiday eSIM, 5 GB' });
    expect(within(card).getByText('Ready to install')).toBeInTheDocument();
    expect(within(card).getByText('July 5, 2026')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'QR code to install your holiday eSIM' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(card).getByText('ABC123')).toBeInTheDocument();
    expect(within(card).getByText('smdp.sandbox.burrow.test')).toBeInTheDocument();
  });

  it('shows no QR code for an expired eSIM', async () => {
    fakeFetch({ [LIST]: { body: { esims: [{ ...esim, usable: false }] } } });
    render();
    const card = await screen.findByRole('article', { name: 'Holiday eSIM, 5 GB' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when there is no eSIM, and retries a failed load', async () => {
    fakeFetch({ [LIST]: [apiError(503, 'service_unavailable'), { body: { esims: [] } }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You have no holiday eSIM. Some plans include one as a travel perk.'),
    ).toBeInTheDocument();
  });
});
