import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ForgotPasswordRoute } from './forgot-password-route';
import { Component as LoginRoute } from './login-route';

function renderForgotPassword(at = '/forgot-password') {
  return renderRoute({
    at,
    routes: [
      { path: '/login', Component: LoginRoute },
      { path: '/forgot-password', Component: ForgotPasswordRoute },
    ],
  });
}

describe('/forgot-password', () => {
  it('is reached from the sign-in page with the email already typed, kept out of the address', async () => {
    const { user, router } = renderForgotPassword('/login');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(router.state.location.search).toBe('');
  });

  it('asks for a link and answers “check your inbox” without saying whether the account exists', async () => {
    const network = fakeFetch({
      'POST /api/v2/users/password/reset': { status: 202, body: { status: 'check_email' } },
    });
    const { user } = renderForgotPassword();
    await user.type(screen.getByLabelText('Email address'), ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If ada@example.com has a Burrow account, a link to choose a new password is on its way.',
    );
    expect(network.calls).toEqual([
      { method: 'POST', path: '/api/v2/users/password/reset', body: { email: 'ada@example.com' } },
    ]);
  });

  it('explains a missing email by the field before calling the server', async () => {
    const { user } = renderForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a rate-limited person to wait', async () => {
    fakeFetch({ 'POST /api/v2/users/password/reset': apiError(429, 'rate_limited') });
    const { user } = renderForgotPassword();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
