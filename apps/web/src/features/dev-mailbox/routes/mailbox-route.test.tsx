import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as MailboxRoute } from './mailbox-route';

const MAILBOX = 'GET /api/dev/mailbox';

function message(id: string, subject: string, createdAt: string, text = 'Hello') {
  return { id, to: 'ada@example.com', subject, text, created_at: createdAt, sent_at: null };
}

function renderMailbox() {
  return renderRoute({
    at: '/dev/mailbox',
    routes: [{ path: '/dev/mailbox', Component: MailboxRoute }],
  });
}

describe('/dev/mailbox', () => {
  it('lists the newest email first with its links clickable', async () => {
    fakeFetch({
      [MAILBOX]: {
        body: {
          messages: [
            message('m1', 'Confirm your email', '2026-01-01T10:00:00Z'),
            message(
              'm2',
              'Your sign-in link',
              '2026-01-02T10:00:00Z',
              'Sign in: http://localhost:5173/auth/magic?token=abc. It expires soon.',
            ),
          ],
        },
      },
    });
    renderMailbox();

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Your sign-in link',
      'Confirm your email',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:5173/auth/magic?token=abc',
    );
  });

  it('refreshes on request', async () => {
    fakeFetch({
      [MAILBOX]: [
        { body: { messages: [] } },
        { body: { messages: [message('m1', 'Confirm your email', '2026-01-01T10:00:00Z')] } },
      ],
    });
    const { user } = renderMailbox();

    expect(await screen.findByText(/No emails yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Confirm your email' })).toBeInTheDocument();
  });

  it('says so when the server has no demo mailbox', async () => {
    fakeFetch({ [MAILBOX]: apiError(404, 'not_found') });
    renderMailbox();

    expect(
      await screen.findByText(/This server sends real email, so there is no demo mailbox./),
    ).toHaveAttribute('role', 'status');
  });
});
