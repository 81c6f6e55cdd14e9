import { currentUser } from '@burrow/contract/endpoints/current-user';
import { listSubscriptions } from '@burrow/contract/endpoints/list-subscriptions';
import { login as loginEndpoint } from '@burrow/contract/endpoints/login';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, apiError } from '../test/fake-fetch';
import { ApiError, apiCall, configureLoginRedirect, configurePageLocale } from './api-client';

describe('apiCall', () => {
  const navigate = vi.fn();
  let path = '/subscriptions?tab=all';
  const restore = configureLoginRedirect({ navigate, currentPath: () => path });
  afterEach(() => {
    navigate.mockReset();
    path = '/subscriptions?tab=all';
  });
  afterAll(restore);

  it('returns the parsed answer', async () => {
    fakeFetch({ 'GET /api/v2/subscriptions/': { body: { subscriptions: [] } } });
    await expect(apiCall(listSubscriptions)).resolves.toEqual({ subscriptions: [] });
  });

  it('tells the server the language of the page the call comes from (decision 0117)', async () => {
    fakeFetch({ 'GET /api/v2/subscriptions/': { body: { subscriptions: [] } } });
    const sent = vi.spyOn(globalThis, 'fetch');
    configurePageLocale('de');
    try {
      await apiCall(listSubscriptions);
    } finally {
      configurePageLocale(undefined);
    }
    await apiCall(listSubscriptions);
    const headersOf = (call: number) =>
      new Headers((sent.mock.calls[call]?.[1] as RequestInit | undefined)?.headers);
    expect(headersOf(0).get('x-burrow-locale')).toBe('de');
    expect(headersOf(1).has('x-burrow-locale')).toBe(false);
  });

  it('sends the person to sign in, remembering where they were, on a 401', async () => {
    fakeFetch({ 'GET /api/v2/subscriptions/': apiError(401, 'unauthenticated') });
    await expect(apiCall(listSubscriptions)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fsubscriptions%3Ftab%3Dall');
  });

  it('leaves a 401 to the screen when the call opts out', async () => {
    fakeFetch({ 'POST /api/v2/auth/login': apiError(401, 'invalid_credentials') });
    const call = apiCall(
      loginEndpoint,
      { body: { email: 'a@b.co', password: 'x' } },
      { onUnauthenticated: 'throw' },
    );
    await expect(call).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect for other failures', async () => {
    fakeFetch({ 'GET /api/v2/subscriptions/': apiError(500, 'internal_error') });
    await expect(apiCall(listSubscriptions)).rejects.toMatchObject({ status: 500 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect in a loop from the sign-in page', async () => {
    path = '/login?next=%2Fsubscriptions';
    fakeFetch({ 'GET /api/v2/users/me': apiError(401, 'unauthenticated') });
    await expect(apiCall(currentUser)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiCall(listSubscriptions)).rejects.toMatchObject({
      code: 'network_error',
    });
  });
});
