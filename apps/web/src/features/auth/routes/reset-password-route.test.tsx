import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ResetPasswordRoute } from './reset-password-route';

const TOKEN = 'tok_0123456789abcdef0123';
const URL_WITH_TOKEN = `/reset-password?token=${TOKEN}`;
const RESET = 'POST /api/v2/users/password/reset/confirm';

function renderResetPassword(at = URL_WITH_TOKEN) {
  return renderRoute({
    at,
    strictMode: true,
    routes: [
      { path: '/reset-password', Component: ResetPasswordRoute },
      { path: '/subscriptions', element: <p>Dashboard page</p> },
      { path: '/forgot-password', element: <p>Forgot password page</p> },
    ],
  });
}

describe('/reset-password', () => {
  it('opening the link changes nothing; saving sends the token with the password and signs in', async () => {
    const network = fakeFetch({ [RESET]: { body: { redirect_to: '/subscriptions' } } });
    const { user } = renderResetPassword();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(network.calls).toEqual([]);

    await user.type(screen.getByLabelText('New password'), 'a long unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(network.calls).toEqual([
      {
        method: 'POST',
        path: '/api/v2/users/password/reset/confirm',
        body: { token: TOKEN, new_password: 'a long unusual passphrase' },
      },
    ]);
  });

  it('shows that it is saving while the server works', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeFetch({ [RESET]: () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderResetPassword();
    await user.type(await screen.findByLabelText('New password'), 'a long unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    answer({ body: { redirect_to: '/subscriptions' } });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('asks for a password before calling the server', async () => {
    const { user } = renderResetPassword();
    await user.click(await screen.findByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('Enter a new password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why a password is too weak by the field, and keeps the form for another try', async () => {
    fakeFetch({
      [RESET]: [
        apiError(422, 'weak_password', 'Use at least 10 characters.'),
        { body: { redirect_to: '/subscriptions' } },
      ],
    });
    const { user } = renderResetPassword();
    const field = await screen.findByLabelText('New password');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Use at least 10 characters\./);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'a long unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('explains a used or expired link and offers a new one', async () => {
    fakeFetch({ [RESET]: apiError(403, 'invalid_or_expired_link', 'raw') });
    const { user } = renderResetPassword();
    await user.type(await screen.findByLabelText('New password'), 'a long unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
  });

  it('does not offer the form for a link without a usable token', async () => {
    renderResetPassword('/reset-password');
    // The setup fails this test on any network call.
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
