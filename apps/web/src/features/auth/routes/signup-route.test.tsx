import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as SignupRoute } from './signup-route';

function renderSignup() {
  return renderRoute({ at: '/signup', routes: [{ path: '/signup', Component: SignupRoute }] });
}

describe('/signup', () => {
  it('states the password rule before anyone types', () => {
    renderSignup();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 10 characters. A few unrelated words make a strong password.',
    );
  });

  it("shows the server's reason for a weak password next to the password field", async () => {
    fakeFetch({
      'POST /api/v2/auth/signup': apiError(
        422,
        'weak_password',
        'This password is too common and easy to guess. Choose another.',
      ),
    });
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(/too common and easy to guess/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common and easy to guess.'),
    );
    await waitFor(() => expect(password).toHaveFocus());
    // The reason is shown once, by the field, not repeated as a form-level alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the person to check their inbox once the server accepts', async () => {
    const network = fakeFetch({
      'POST /api/v2/auth/signup': { status: 202, body: { status: 'check_email' } },
    });
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'a long and unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(network.calls).toHaveLength(1);
  });

  it('shows other failures above the form in catalogue words', async () => {
    fakeFetch({ 'POST /api/v2/auth/signup': apiError(503, 'service_unavailable', 'raw') });
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long and unusual passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Burrow is briefly unavailable. Please try again in a moment.',
    );
  });
});
