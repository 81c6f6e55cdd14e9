import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureLoginRedirect } from '../../../lib/api-client';
import { signedInUserQueryOptions, useSignedInUser } from '../../../lib/get-signed-in-user';
import { createCurrentUser } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ConfirmEmailRoute } from './confirm-email-route';

const CONFIRM = 'POST /api/v2/users/email/confirm';
const CODE = 'c'.repeat(43);

/** A page that shows the signed-in address, as Account & Billing does. */
function SignedInEmail() {
  const user = useSignedInUser();
  return <p>{user.data ? `Signed in as ${user.data.email}` : 'Loading'}</p>;
}

function renderConfirm(at: string, strictMode = false) {
  return renderRoute({
    at,
    strictMode,
    routes: [
      { path: '/account-billing/confirm-email', Component: ConfirmEmailRoute },
      { path: '/account-billing', element: <p>Account page</p> },
    ],
  });
}

describe('/account-billing/confirm-email', () => {
  it('spends the code once, even in StrictMode, and names the new address', async () => {
    const network = fakeFetch({ [CONFIRM]: { body: { email: 'ada@new.example' } } });
    const { user } = renderConfirm(`/account-billing/confirm-email?code=${CODE}`, true);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new email address…');
    expect(await screen.findByText(/now signs in with/)).toHaveTextContent(
      'Your Burrow account now signs in with ada@new.example.',
    );
    expect(network.calls).toEqual([
      { method: 'POST', path: '/api/v2/users/email/confirm', body: { code: CODE } },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to Account & Billing' }));
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('never shows the old address on the next page: a copy cached for a page not open is dropped', async () => {
    // After the change the server is slow to answer a read of the account, as a busy one is.
    let confirmed = false;
    let answerSlowRead = () => {};
    const slowRead = new Promise<void>((resolve) => (answerSlowRead = resolve));
    fakeFetch({
      [CONFIRM]: () => {
        confirmed = true;
        return { body: { email: 'ada@new.example' } };
      },
      'GET /api/v2/users/me': async () => {
        if (!confirmed) return { body: createCurrentUser({ email: 'ada@old.example' }) };
        await slowRead;
        return { body: createCurrentUser({ email: 'ada@new.example' }) };
      },
    });
    const { user, queryClient } = renderRoute({
      at: `/account-billing/confirm-email?code=${CODE}`,
      routes: [
        { path: '/account-billing/confirm-email', Component: ConfirmEmailRoute },
        { path: '/account-billing', Component: SignedInEmail },
      ],
    });
    // Account & Billing was open before the link: its copy of the old address is cached.
    queryClient.setQueryData(
      signedInUserQueryOptions().queryKey,
      createCurrentUser({ email: 'ada@old.example' }),
    );
    await screen.findByText(/now signs in with/);
    await user.click(screen.getByRole('link', { name: 'Go to Account & Billing' }));
    // Not even while the read is on its way: the page waits for it.
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(/ada@old\.example/)).not.toBeInTheDocument();
    answerSlowRead();
    expect(await screen.findByText('Signed in as ada@new.example')).toBeInTheDocument();
  });

  it('says an expired or used link has to be asked for again', async () => {
    fakeFetch({ [CONFIRM]: apiError(403, 'invalid_or_expired_link') });
    renderConfirm(`/account-billing/confirm-email?code=${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Change your email again' })).toHaveAttribute(
      'href',
      '/account-billing',
    );
  });

  it('sends a signed-out visitor to sign in and back to the link: the code alone is not enough', async () => {
    const at = `/account-billing/confirm-email?code=${CODE}`;
    const navigate = vi.fn();
    const restore = configureLoginRedirect({ navigate, currentPath: () => at });
    try {
      fakeFetch({ [CONFIRM]: apiError(401, 'unauthenticated') });
      renderConfirm(at);
      await vi.waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(`/login?next=${encodeURIComponent(at)}`),
      );
    } finally {
      restore();
    }
  });

  it('explains an address already taken meanwhile', async () => {
    fakeFetch({ [CONFIRM]: apiError(409, 'email_taken') });
    renderConfirm(`/account-billing/confirm-email?code=${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account already uses this email address.',
    );
  });

  it('does not call the server for a link without a code', async () => {
    renderConfirm('/account-billing/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
  });
});
