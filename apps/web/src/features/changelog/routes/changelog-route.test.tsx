import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ChangelogRoute } from './changelog-route';

const GET = 'GET /api/v2/changelog/';
const render = () =>
  renderRoute({ at: '/changelog', routes: [{ path: '/changelog', Component: ChangelogRoute }] });

describe('/changelog', () => {
  it('shows each entry with the day it was published', async () => {
    fakeFetch({
      [GET]: {
        body: {
          entries: [
            {
              id: 'a',
              published_on: '2026-11-20',
              title: 'Dedicated IP locations',
              body: 'Pick one of ten.',
            },
          ],
        },
      },
    });
    render();
    expect(
      await screen.findByRole('article', { name: 'Dedicated IP locations' }),
    ).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
  });

  it('says when nothing has changed, and retries a failed load', async () => {
    fakeFetch({ [GET]: [apiError(503, 'service_unavailable'), { body: { entries: [] } }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nothing has changed yet. Check back soon.'),
    ).toBeInTheDocument();
  });
});
