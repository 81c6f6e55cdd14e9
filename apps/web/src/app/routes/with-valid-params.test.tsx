import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { withValidParams } from './with-valid-params';

function PageMarker() {
  return <h1>The retry page</h1>;
}

function renderAt(at: string) {
  return renderRoute({
    at,
    routes: [
      {
        path: '/subscriptions/:krn/retry_manual_payment',
        lazy: withValidParams(async () => ({ Component: PageMarker })),
      },
    ],
  });
}

describe('a page with values in its path (decision 0097)', () => {
  it('opens for a value its rule accepts', async () => {
    renderAt('/subscriptions/krn:subscription:abc/retry_manual_payment');
    expect(await screen.findByRole('heading', { name: 'The retry page' })).toBeInTheDocument();
  });

  it('shows the not-found page for a value no krn can be, as the server answers 404', async () => {
    renderAt('/subscriptions/nonsense/retry_manual_payment');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The retry page' })).not.toBeInTheDocument();
  });
});
