import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { Component as AccountDeletedRoute } from './account-deleted-route';

describe('/account-deleted', () => {
  it('confirms the deletion without calling the server', () => {
    renderRoute({
      at: '/account-deleted',
      routes: [{ path: '/account-deleted', Component: AccountDeletedRoute }],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Burrow' })).toHaveAttribute('href', '/');
  });
});
