import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { ContactForm } from './contact-form';

const ME = 'GET /api/v2/users/me';
const SEND = 'POST /api/v1/support/messages';
const render = () => renderRoute({ at: '/', routes: [{ path: '/', element: <ContactForm /> }] });

describe('the contact form', () => {
  it('checks the form with the server’s rules before sending anything', async () => {
    const fetch = fakeFetch({ [ME]: apiError(401, 'unauthenticated') });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'help');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(fetch.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('prefills the signed-in customer’s address, sends, and says where the answer goes', async () => {
    const fetch = fakeFetch({
      [ME]: { body: createCurrentUser({ email: 'ada@example.com' }) },
      [SEND]: { status: 201, body: { reference: 'C1A2B3C4', email: 'ada@example.com' } },
    });
    const { user } = render();
    const email = screen.getByRole('textbox', { name: 'Your email' });
    await expect.poll(() => (email as HTMLInputElement).value).toBe('ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'billing');
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      '  My renewal failed twice.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/sent a confirmation to ada@example.com/)).toHaveTextContent(
      'Your reference: C1A2B3C4.',
    );
    expect(fetch.calls.find((call) => call.method === 'POST')?.body).toEqual({
      topic: 'billing',
      email: 'ada@example.com',
      message: 'My renewal failed twice.',
    });
  });

  it('shows the server’s field codes on their fields, and its other refusals above', async () => {
    fakeFetch({
      [ME]: apiError(401, 'unauthenticated'),
      [SEND]: [
        {
          status: 400,
          body: {
            error: {
              code: 'invalid_request',
              message: 'The request is not valid.',
              details: { fields: { email: 'email_invalid' } },
            },
          },
        },
        apiError(429, 'rate_limited'),
      ],
    });
    const { user } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'other');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Is this thing on?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
