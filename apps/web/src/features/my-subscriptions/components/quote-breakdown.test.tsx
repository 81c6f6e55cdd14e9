import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOffer } from '../../../test/offer-builders';
import { renderRoute } from '../../../test/render-route';
import { createQuote } from '../test/plan-change-builders';
import { QuoteBreakdown } from './quote-breakdown';

function renderBreakdown(quote: ReturnType<typeof createQuote>) {
  renderRoute({
    at: '/',
    routes: [
      {
        path: '/',
        Component: () => <QuoteBreakdown quote={quote} offer={createOffer()} renews />,
      },
    ],
  });
  return screen.findByRole('region', { name: 'Summary' });
}

const rows = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    .slice(1);

describe('a plan change’s breakdown says tax as the customer’s law expects (decision 0108)', () => {
  it('adds tax before the total for a US customer', async () => {
    const summary = await renderBreakdown(createQuote({ credit: 0, tax: 224 }));
    expect(rows(summary)).toEqual(['Subtotal $56.04', 'Tax (4%) $2.24', 'Total due now $58.28']);
    expect(summary).toHaveTextContent('plus any tax');
  });

  it('shows the VAT within the total for a UK customer', async () => {
    const summary = await renderBreakdown(createQuote({ credit: 0, tax: 934, taxInclusive: true }));
    expect(rows(summary)).toEqual([
      'Subtotal $56.04',
      'Total due now $56.04',
      'Includes VAT (20%) $9.34',
    ]);
    expect(summary).toHaveTextContent('VAT included');
  });
});
