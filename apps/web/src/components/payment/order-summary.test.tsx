import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { createEstimate } from '../../test/offer-builders';
import { OrderSummary } from './order-summary';

function renderSummary(estimate: ReturnType<typeof createEstimate>) {
  renderRoute({
    at: '/',
    routes: [
      {
        path: '/',
        Component: () => <OrderSummary state={{ kind: 'ready', estimate, updating: false }} />,
      },
    ],
  });
  return screen.findByRole('region', { name: 'Order summary' });
}

const rows = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the order summary says tax as the buyer’s law expects (decision 0108)', () => {
  it('adds tax before the total where prices exclude it', async () => {
    const summary = await renderSummary(createEstimate(1000, { taxPercent: 4 }));
    expect(rows(summary)).toEqual([
      'Subtotal $10.00',
      'Tax (4%) $0.40',
      'Total $10.40',
      'Due today $10.40',
    ]);
    expect(within(summary).getByText(/plus any tax/)).toBeInTheDocument();
  });

  it('shows the VAT a price includes after a total that is the price', async () => {
    const summary = await renderSummary(
      createEstimate(499, { taxPercent: 19, taxInclusive: true }),
    );
    expect(rows(summary)).toEqual([
      'Subtotal $4.99',
      'Total incl. VAT $4.99',
      'Includes VAT (19%) $0.80',
      'Due today $4.99',
    ]);
    expect(within(summary).getByText(/at \$4\.99 incl\. VAT/)).toBeInTheDocument();
  });
});
