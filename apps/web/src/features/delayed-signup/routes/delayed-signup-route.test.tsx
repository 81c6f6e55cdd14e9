import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DelayedSignupRoute } from './delayed-signup-route';

const LIST = 'GET /api/v2/subscriptions/';
const none = { body: { subscriptions: [] } };
const one = { body: { subscriptions: [createSubscription()] } };

/** Renders the page, with `advance` to move the fake clock. */
function renderPage() {
  const view = renderRoute({
    at: '/delayed-signup',
    routes: [
      { path: '/delayed-signup', Component: DelayedSignupRoute },
      { path: '/setup', element: <p>Setup page</p> },
    ],
  });
  /**
   * Moves the clock, then lets what it started finish: a fake fetch answers on real
   * macrotasks, which the fake clock does not run, so they are waited for for real.
   */
  const advance = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      while (view.queryClient.isFetching() > 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  };
  return { ...view, advance };
}

describe('/delayed-signup', () => {
  beforeEach(() => {
    // Query results reach React through a zero timeout by default; a fake clock would hold
    // them back, so here they are delivered as microtasks.
    notifyManager.setScheduler(queueMicrotask);
    // setImmediate stays real: `advance` needs it to let answers arrive.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
  });

  it('asks every 2 seconds until the subscription exists, then goes to /setup', async () => {
    const network = fakeFetch({ [LIST]: [none, none, one] });
    const { router, advance } = renderPage();
    await advance(0);

    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
    expect(network.calls).toHaveLength(1);
    await advance(1_999);
    expect(network.calls).toHaveLength(1);
    await advance(1);
    expect(network.calls).toHaveLength(2);
    await advance(2_000);

    expect(screen.getByText('Setup page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
    // Replaced, so "back" does not return to a page that waits again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(network.calls).toHaveLength(3);
  });

  it('waits through a failed answer as through an empty one', async () => {
    fakeFetch({ [LIST]: [apiError(503, 'service_unavailable'), one] });
    const { advance } = renderPage();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(2_000);
    expect(screen.getByText('Setup page')).toBeInTheDocument();
  });

  it('stops after a minute with support and a retry that starts waiting again', async () => {
    const network = fakeFetch({ [LIST]: none });
    const { advance } = renderPage();
    await advance(59_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This is taking longer than usual');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(screen.queryByText('Setting up your account…')).not.toBeInTheDocument();
    const asked = network.calls.length;
    // One on arrival, then one every 2 s through the minute.
    expect(asked).toBe(31);
    await advance(10_000);
    expect(network.calls).toHaveLength(asked);

    fakeFetch({ [LIST]: [none, one] });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
    await advance(2_000);
    expect(screen.getByText('Setup page')).toBeInTheDocument();
  });

  it('tells a signed-out buyer that the emailed link finishes the account', async () => {
    const network = fakeFetch({ [LIST]: apiError(401, 'unauthenticated') });
    const { router, advance } = renderPage();
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Check your inbox to finish' })).toBeVisible();
    expect(screen.getByText(/emailed you a link to finish setting up your account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'I have a password: sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdelayed-signup',
    );
    // Not sent to sign in by the api-client's 401 policy, and no more polling.
    expect(router.state.location.pathname).toBe('/delayed-signup');
    await advance(10_000);
    expect(network.calls).toHaveLength(1);
  });
});
