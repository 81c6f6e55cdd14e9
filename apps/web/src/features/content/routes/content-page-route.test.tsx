import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ContentPageRoute } from './content-page-route';

const page = {
  slug: 'terms',
  locale: 'en',
  fallback: false,
  title: 'Terms of service',
  template: true,
  blocks: [
    { type: 'heading', level: 2, inlines: [{ type: 'text', text: 'Money-back guarantee' }] },
    {
      type: 'paragraph',
      inlines: [
        { type: 'text', text: '<b>30 days</b>, see our ' },
        { type: 'link', text: 'refund policy', href: '/refund-policy' },
      ],
    },
    { type: 'list', ordered: true, items: [[{ type: 'strong', text: 'Ask' }]] },
  ],
};
const GET = 'GET /api/v1/content/terms';
const render = () =>
  renderRoute({ at: '/tos', routes: [{ path: '*', Component: ContentPageRoute }] });

describe('content pages', () => {
  it('renders the file’s blocks as elements, its markup as text, and says it is a template', async () => {
    const fetch = fakeFetch({ [GET]: { body: page } });
    const { container } = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Money-back guarantee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByText(/<b>30 days<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/Template text/)).toBeInTheDocument();
    expect(screen.queryByText(/shown in English/)).toBeNull();
    expect(fetch.calls[0]?.path).toBe('/api/v1/content/terms');
  });

  it('says when English stands in for the reader’s language', async () => {
    fakeFetch({ [GET]: { body: { ...page, fallback: true, template: false } } });
    render();
    expect(
      await screen.findByText(
        'This page is not available in your language yet, so it is shown in English.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Template text/)).toBeNull();
  });

  it('shows an empty page as such, and retries a failed load', async () => {
    fakeFetch({ [GET]: [apiError(503, 'service_unavailable'), { body: { ...page, blocks: [] } }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This page has no text yet.')).toBeInTheDocument();
  });
});
