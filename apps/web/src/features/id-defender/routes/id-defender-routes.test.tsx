import type { IdDefenderResponse } from '@burrow/contract/id-defender';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as CreditScannerRoute } from './credit-scanner-route';
import { Component as IdAlertsRoute } from './id-alerts-route';

const STATUS = 'GET /api/v2/id-defender/';
const status = (
  overrides: Partial<
    Record<'id-alerts' | 'credit-scanner', { entitled: boolean; enrolled?: string }>
  >,
): IdDefenderResponse => ({
  features: (['id-alerts', 'id-insurance', 'id-removal', 'credit-scanner'] as const).map(
    (feature) => {
      const o = overrides[feature as 'id-alerts' | 'credit-scanner'];
      return {
        feature,
        entitled: o?.entitled ?? false,
        enrolment: o?.enrolled
          ? { status: 'enrolled' as const, enrolled_at: o.enrolled }
          : { status: 'not_enrolled' as const, enrolled_at: null },
      };
    },
  ),
});

describe('ID Defender pages', () => {
  it('says what the feature covers and turns it on once consent is given', async () => {
    const network = fakeFetch({
      [STATUS]: { body: status({ 'credit-scanner': { entitled: true } }) },
      'PUT /api/v2/id-defender/credit-scanner/enrolment': {
        body: {
          feature: 'credit-scanner',
          entitled: true,
          enrolment: { status: 'enrolled', enrolled_at: '2026-06-15T12:00:00.000Z' },
        },
      },
    });
    const { user } = renderRoute({
      at: '/c',
      routes: [{ path: '/c', Component: CreditScannerRoute }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Credit Scanner' })).toBeInTheDocument();
    expect(
      screen.getByText('An alert when someone opens a loan or card in your name.'),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Turn on protection' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tick the box to agree before turning protection on.',
    );
    expect(network.calls).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: /checks my credit file/ }));
    await user.click(screen.getByRole('button', { name: 'Turn on protection' }));
    expect(await screen.findByText('Protection is on since June 15, 2026.')).toBeInTheDocument();
    expect(network.calls.at(-1)?.body).toEqual({ consent: true });
  });

  it('shows a feature already on', async () => {
    fakeFetch({
      [STATUS]: {
        body: status({ 'id-alerts': { entitled: true, enrolled: '2026-01-02T09:00:00.000Z' } }),
      },
    });
    renderRoute({ at: '/a', routes: [{ path: '/a', Component: IdAlertsRoute }] });
    expect(await screen.findByText('Protection is on since January 2, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on protection' })).not.toBeInTheDocument();
  });

  it('says when the plan does not include it, and retries a failed load', async () => {
    fakeFetch({ [STATUS]: [apiError(500, 'internal_error'), { body: status({}) }] });
    const { user } = renderRoute({ at: '/a', routes: [{ path: '/a', Component: IdAlertsRoute }] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your plan does not include this feature.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/my-subscriptions',
    );
  });
});
