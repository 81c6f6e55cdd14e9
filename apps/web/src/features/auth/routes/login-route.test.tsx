import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as LoginRoute } from './login-route';

function renderLogin(at = '/login') {
  return renderRoute({
    at,
    routes: [
      { path: '/login', Component: LoginRoute },
      { path: '/subscriptions', element: <p>Dashboard page</p> },
      { path: '/invoices', element: <p>Invoices page</p> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
  });
}

const SIGNED_IN = { body: { redirect_to: '/subscriptions' } };

describe('/login', () => {
  it('asks for the email and password before calling the server', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an email address that is not one', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
  });

  it('shows the catalogue message for wrong credentials, not the server text', async () => {
    fakeFetch({
      'POST /api/v2/auth/login': apiError(401, 'invalid_credentials', 'RAW SERVER TEXT'),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address or password is not right.',
    );
    expect(screen.queryByText(/RAW SERVER TEXT/)).not.toBeInTheDocument();
  });

  it('tells a rate-limited person to wait before retrying', async () => {
    fakeFetch({ 'POST /api/v2/auth/login': apiError(429, 'rate_limited') });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes, then try again.',
    );
  });

  it('disables the button while signing in, then opens the dashboard', async () => {
    let answer: () => void = () => undefined;
    const network = fakeFetch({
      // Held back until the test has seen the pending state.
      'POST /api/v2/auth/login': () =>
        new Promise((resolve) => (answer = () => resolve(SIGNED_IN))),
    });
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), '  Ada@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    // The contract's schema normalises the email before it is sent.
    expect(network.calls).toEqual([
      {
        method: 'POST',
        path: '/api/v2/auth/login',
        body: { email: 'ada@example.com', password: 'correct horse battery' },
      },
    ]);

    answer();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscriptions');
  });

  it('returns to a same-site ?next= path after signing in', async () => {
    fakeFetch({ 'POST /api/v2/auth/login': SIGNED_IN });
    const { user } = renderLogin('/login?next=%2Finvoices');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invoices page')).toBeInTheDocument();
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com'])(
    'ignores ?next=%s and opens the dashboard instead',
    async (next) => {
      fakeFetch({ 'POST /api/v2/auth/login': SIGNED_IN });
      const { user, router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse battery');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/subscriptions');
    },
  );

  it('offers an emailed sign-in link and confirms it was sent', async () => {
    const network = fakeFetch({
      'POST /api/v2/users/magic-link': { status: 202, body: { status: 'check_email' } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    // The typed email is carried over to the link form.
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(network.calls).toEqual([
        { method: 'POST', path: '/api/v2/users/magic-link', body: { email: 'ada@example.com' } },
      ]),
    );
  });
});
