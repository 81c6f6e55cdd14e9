import type { Invoice } from '@burrow/contract/invoices';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as InvoicesRoute } from './invoices-route';

const LIST = 'GET /api/v2/invoices/';
const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });

const paid: Invoice = {
  id: 'i1',
  krn: 'krn:invoice:i1',
  number: 'BRW-2026-100001',
  status: 'paid',
  subscription_id: 's1',
  issued_at: '2026-06-01T10:00:00.000Z',
  paid_at: '2026-06-01T10:00:00.000Z',
  period_start: '2026-06-01T10:00:00.000Z',
  period_end: '2027-06-01T10:00:00.000Z',
  subtotal: usd(10392),
  discount: usd(1039),
  tax: usd(374),
  tax_rate: 4,
  tax_inclusive: false,
  total: usd(9727),
  lines: [
    { description: 'Burrow VPN Basic, 12 months', amount: usd(5604) },
    { description: 'Dedicated IP, 12 months', amount: usd(4788) },
  ],
};
const due: Invoice = {
  ...paid,
  id: 'i2',
  krn: 'krn:invoice:i2',
  number: 'BRW-2026-100002',
  status: 'payment_due',
  discount: usd(0),
};

const render = () =>
  renderRoute({ at: '/invoices', routes: [{ path: '/invoices', Component: InvoicesRoute }] });

describe('/invoices payment history', () => {
  it('shows each invoice with its status, total and lines', async () => {
    fakeFetch({ [LIST]: { body: { invoices: [paid, due] } } });
    render();
    const first = await screen.findByRole('article', { name: 'Invoice BRW-2026-100001' });
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/v2/invoices/i1/download',
    );
    expect(within(first).getAllByText('$97.27')).not.toHaveLength(0);
    await userEvent.click(within(first).getByText('Show details'));
    expect(within(first).getByText('Dedicated IP, 12 months')).toBeVisible();
    expect(within(first).getByText('−$10.39')).toBeVisible();
    const second = screen.getByRole('article', { name: 'Invoice BRW-2026-100002' });
    expect(within(second).getByText('Payment due')).toBeInTheDocument();
    expect(within(second).queryByText(/^−/)).not.toBeInTheDocument();
  });

  it('shows the tax rate beside the tax, and a VAT-inclusive total as such', async () => {
    const german: Invoice = {
      ...paid,
      id: 'i3',
      krn: 'krn:invoice:i3',
      number: 'BRW-2026-100003',
      subtotal: usd(996),
      discount: usd(0),
      tax: usd(189),
      tax_rate: 19,
      tax_inclusive: true,
      total: usd(1185),
      lines: [{ description: 'Burrow VPN Basic, 1 month', amount: usd(996) }],
    };
    fakeFetch({ [LIST]: { body: { invoices: [german, paid] } } });
    render();
    const first = await screen.findByRole('article', { name: 'Invoice BRW-2026-100003' });
    await userEvent.click(within(first).getByText('Show details'));
    expect(within(first).getByText('VAT (19%)')).toBeVisible();
    expect(within(first).getByText('$1.89')).toBeVisible();
    expect(within(first).getByText('Total incl. VAT')).toBeVisible();
    const second = screen.getByRole('article', { name: 'Invoice BRW-2026-100001' });
    await userEvent.click(within(second).getByText('Show details'));
    expect(within(second).getByText('Tax (4%)')).toBeVisible();
    expect(within(second).getByText('Total')).toBeVisible();
  });

  it('says when there are no invoices yet', async () => {
    fakeFetch({ [LIST]: { body: { invoices: [] } } });
    render();
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    fakeFetch({ [LIST]: [apiError(500, 'internal_error'), { body: { invoices: [paid] } }] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Invoice BRW-2026-100001' }),
    ).toBeInTheDocument();
  });
});
