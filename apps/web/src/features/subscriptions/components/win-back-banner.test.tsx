import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { WinBackBanner } from './win-back-banner';

describe('WinBackBanner', () => {
  it('offers 3 free months on a yearly plan and leads to the win-back offer', async () => {
    const { user, router } = renderRoute({
      at: '/subscriptions',
      routes: [
        { path: '/subscriptions', element: <WinBackBanner /> },
        { path: '/order', element: <p>Order page</p> },
      ],
    });

    const banner = screen.getByRole('region', {
      name: 'Come back to Burrow: 3 months free on a yearly plan',
    });
    expect(banner).toHaveTextContent('get 3 extra months at no cost');

    await user.click(screen.getByRole('link', { name: 'See the offer' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offer=win-back');
  });
});
