import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser } from '../../../test/builders';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as GiftRoute } from './gift-route';

const ME = 'GET /api/v2/users/me';
const CHECK = 'POST /api/v1/gift-cards/check';
const REDEEM = 'POST /api/v1/gift-cards/redeem';
const signedOut = apiError(401, 'unauthenticated');
const basicMonth = {
  body: { code: 'GIFTBASIC1', productId: 'vpn-basic', productName: 'Burrow VPN Basic', months: 1 },
};
const premiumYear = {
  body: {
    code: 'GIFTPREMIUM12',
    productId: 'vpn-premium',
    productName: 'Burrow VPN Premium',
    months: 12,
  },
};
const redeemed = { status: 201, body: { redirectUrl: '/setup', subscriptionId: 'sub_1' } };

function renderGift(at = '/gift') {
  return renderRoute({
    at,
    routes: [
      { path: '/gift', Component: GiftRoute },
      { path: '/setup', element: <p>Setup page</p> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
  });
}

function codeField() {
  return screen.getByLabelText('Gift card code');
}

describe('/gift redemption', () => {
  it('takes a visitor from the code to a new account to /setup in three steps', async () => {
    const network = fakeFetch({ [ME]: signedOut, [CHECK]: basicMonth, [REDEEM]: redeemed });
    const { user, router } = renderGift('/gift?code=gift-basic-1');

    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(
      within(progress)
        .getByText(/Enter code/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(codeField()).toHaveValue('gift-basic-1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));

    expect(await screen.findByText('Burrow VPN Basic — 1 month')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Step 2 of 3: Create your account' });
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(heading).toHaveFocus());
    // The code goes to the server as the contract normalises it.
    expect(network.calls.find((call) => call.path.endsWith('/check'))?.body).toEqual({
      code: 'GIFTBASIC1',
    });

    await user.type(screen.getByLabelText('Email address'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 3 of 3: Redeem' })).toHaveFocus(),
    );
    expect(screen.getByText(/create your Burrow account for new@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redeem gift card' }));

    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
    expect(network.calls.filter((call) => call.path.endsWith('/redeem'))).toEqual([
      {
        method: 'POST',
        path: '/api/v1/gift-cards/redeem',
        body: { code: 'GIFTBASIC1', email: 'new@example.com' },
      },
    ]);
  });

  it('asks for an email it can send to before going on', async () => {
    fakeFetch({ [ME]: signedOut, [CHECK]: basicMonth });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter your email address.'));
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'a@b');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address, like name@example.com.'),
    );
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Create your account' })).toBeVisible();
  });

  it('skips the account step for a signed-in customer and redeems to their account', async () => {
    const network = fakeFetch({
      [ME]: { body: createCurrentUser({ email: 'ada@example.com' }) },
      [CHECK]: premiumYear,
      [REDEEM]: redeemed,
    });
    const { user } = renderGift();

    await user.type(codeField(), 'GIFTPREMIUM12');
    await user.click(screen.getByRole('button', { name: 'Check code' }));

    expect(await screen.findByText('Burrow VPN Premium — 12 months')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Redeem' })).toBeInTheDocument();
    expect(screen.getByText('It will be added to your account, ada@example.com.')).toBeVisible();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redeem gift card' }));
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    expect(network.calls.at(-1)?.body).toEqual({ code: 'GIFTPREMIUM12' });
  });

  it('asks for a code before checking anything', async () => {
    const network = fakeFetch({ [ME]: signedOut });
    const { user } = renderGift();
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('Enter your gift card code.'),
    );
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      apiError(404, 'gift_card_invalid'),
      'We could not find this gift card. Check the code and try again.',
    ],
    [apiError(409, 'gift_card_already_redeemed'), 'This gift card has already been redeemed.'],
    [apiError(410, 'gift_card_expired'), 'This gift card has expired.'],
    [
      {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'raw',
            details: { fields: { code: 'Enter your gift card code.' } },
          },
        },
      },
      'Enter your gift card code.',
    ],
  ] satisfies Array<[FakeResponse, string]>)(
    'shows a card the server refuses by the code field: %#',
    async (answer, message) => {
      fakeFetch({ [ME]: signedOut, [CHECK]: answer });
      const { user } = renderGift('/gift?code=GIFTUSED');
      await user.click(screen.getByRole('button', { name: 'Check code' }));
      await screen.findByText(message);
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.queryByText('Server message')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Step 1 of 3: Enter your code' })).toBeVisible();
    },
  );

  it.each([
    [apiError(500, 'internal_error', 'stack trace'), 'Something went wrong with your gift card.'],
    [apiError(429, 'rate_limited'), 'Too many attempts. Wait a few minutes, then try again.'],
  ])('shows other failures above the form: %#', async (answer, message) => {
    fakeFetch({ [ME]: signedOut, [CHECK]: [answer, basicMonth] });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('stack trace')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Burrow VPN Basic — 1 month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers sign-in instead, coming back to this code', async () => {
    fakeFetch({ [ME]: signedOut, [CHECK]: basicMonth });
    const { user, router } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in instead' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fgift%3Fcode%3DGIFTBASIC1');
  });

  it('asks someone whose email has an account to sign in to redeem', async () => {
    fakeFetch({
      [ME]: signedOut,
      [CHECK]: basicMonth,
      [REDEEM]: apiError(409, 'account_exists'),
    });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Redeem gift card' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You already have an account — sign in to redeem');
    expect(notice).toHaveTextContent('There is already a Burrow account for ada@example.com.');
    expect(within(notice).getByRole('link', { name: 'Sign in to redeem' })).toHaveAttribute(
      'href',
      '/login?next=%2Fgift%3Fcode%3DGIFTBASIC1',
    );

    await user.click(within(notice).getByRole('button', { name: 'Use a different email' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Step 2 of 3: Create your account' }),
      ).toHaveFocus(),
    );
  });

  it('redeems once however often Redeem is pressed', async () => {
    let release: (answer: FakeResponse) => void = () => {};
    const held = new Promise<FakeResponse>((resolve) => {
      release = resolve;
    });
    const network = fakeFetch({
      [ME]: { body: createCurrentUser() },
      [CHECK]: basicMonth,
      [REDEEM]: () => held,
    });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    const redeem = await screen.findByRole('button', { name: 'Redeem gift card' });
    await user.click(redeem);
    const pending = screen.getByRole('button', { name: 'Redeeming…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);

    release(redeemed);
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path.endsWith('/redeem'))).toHaveLength(1);
  });

  it('goes back to the code, with the reason, when the card was used meanwhile', async () => {
    fakeFetch({
      [ME]: { body: createCurrentUser() },
      [CHECK]: basicMonth,
      [REDEEM]: apiError(409, 'gift_card_already_redeemed'),
    });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await user.click(await screen.findByRole('button', { name: 'Redeem gift card' }));

    expect(
      await screen.findByText('This gift card has already been redeemed.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue('GIFTBASIC1');
    await waitFor(() => expect(codeField()).toHaveFocus());
  });

  it('keeps the code step usable while it learns who is signed in', async () => {
    fakeFetch({ [ME]: () => new Promise(() => {}), [CHECK]: basicMonth });
    const { user } = renderGift('/gift?code=GIFTBASIC1');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Burrow VPN Basic — 1 month')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
