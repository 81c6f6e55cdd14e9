import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ExpertProgramRoute } from './expert-program-route';

const GET = 'GET /api/v2/expert-program/';
const APPLY = 'PUT /api/v2/expert-program/application';
const POLICY = 'GET /api/v2/account/navigation-policy';
const policy = (on: boolean) => ({
  body: { sanctioned_countries: [], expert_program_enabled: on, referral_program_enabled: true },
});
const render = () =>
  renderRoute({ at: '/x', routes: [{ path: '/x', Component: ExpertProgramRoute }] });

describe('/expert-program', () => {
  it('says the programme is not open while its switch is off, without asking about it', async () => {
    const network = fakeFetch({ [POLICY]: policy(false) });
    render();
    expect(
      await screen.findByText('The expert programme is not open at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/v2/account/navigation-policy']);
  });

  it('says it is not open when the switch went off under an open page', async () => {
    fakeFetch({ [POLICY]: policy(true), [GET]: apiError(404, 'not_found') });
    render();
    expect(
      await screen.findByText('The expert programme is not open at the moment.'),
    ).toBeInTheDocument();
  });

  it('asks for enough words, then applies and shows the date', async () => {
    const network = fakeFetch({
      [POLICY]: policy(true),
      [GET]: { body: { status: 'not_applied', applied_at: null } },
      [APPLY]: { body: { status: 'applied', applied_at: '2026-06-15T12:00:00.000Z' } },
    });
    const { user } = render();
    const field = await screen.findByLabelText('Why would you make a good Burrow expert?');
    await user.type(field, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Tell us a little more: at least 20 characters.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, ', but now I explain how I help people with VPNs.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/^Thank you for applying on June 15, 2026/)).toBeInTheDocument();
    expect(network.calls.at(-1)?.body).toEqual({
      motivation: 'Too short, but now I explain how I help people with VPNs.',
    });
  });

  it('offers a retry when loading fails', async () => {
    fakeFetch({
      [POLICY]: policy(true),
      [GET]: [
        apiError(500, 'internal_error'),
        { body: { status: 'applied', applied_at: '2026-01-02T10:00:00.000Z' } },
      ],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/^Thank you for applying on January 2, 2026/),
    ).toBeInTheDocument();
  });
});
