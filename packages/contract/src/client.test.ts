import { describe, expect, it } from 'vitest';
import { ApiError, buildPath, callEndpoint, type FetchLike } from './client';
import { endpoints } from './endpoints';

const answer =
  (status: number, body: unknown): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed API client', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/v2/subscriptions/:id', { id: 'krn:subscription:a b' })).toBe(
      '/api/v2/subscriptions/krn%3Asubscription%3Aa%20b',
    );
    expect(() => buildPath('/api/v2/subscriptions/:id')).toThrow(/id/);
  });

  it('returns the parsed answer of a success', async () => {
    const result = await callEndpoint(
      answer(200, { redirect_to: '/subscriptions' }),
      '',
      endpoints.login,
      {
        body: { email: 'a@example.com', password: 'x' },
      },
    );
    expect(result).toEqual({ redirect_to: '/subscriptions' });
  });

  it('throws an ApiError carrying the server’s stable code', async () => {
    const call = callEndpoint(
      answer(401, {
        error: { code: 'invalid_credentials', message: 'The email or password is not correct.' },
      }),
      '',
      endpoints.login,
      { body: { email: 'a@example.com', password: 'x' } },
    );
    await expect(call).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
  });

  it('reports an answer that breaks its schema instead of passing it on', async () => {
    await expect(
      callEndpoint(answer(200, { redirect: 1 }), '', endpoints.login),
    ).rejects.toMatchObject({
      code: 'unexpected_response',
    });
  });

  it('turns a network failure into a network_error', async () => {
    const offline: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await callEndpoint(offline, '', endpoints.health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });
});
