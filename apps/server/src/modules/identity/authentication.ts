import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config';
import { unauthenticated } from '../../platform/errors';
import { resolveSession, type SessionRow } from './session-store';

export function sessionCookieName(config: Pick<Config, 'env'>): string {
  // The __Host- prefix makes the browser refuse the cookie unless Secure, path / and no Domain.
  return config.env === 'production' ? '__Host-burrow_session' : 'burrow_session';
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.server.config)];
  return value && value.length <= 128 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const { config } = reply.server;
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
  });
}

const resolved = new WeakMap<FastifyRequest, SessionRow | null>();

/** The caller's live session, or undefined when signed out. Resolved once per request. */
export async function currentSession(request: FastifyRequest): Promise<SessionRow | undefined> {
  const cached = resolved.get(request);
  if (cached !== undefined) return cached ?? undefined;
  const token = readSessionToken(request);
  const { db, config, clock } = request.server;
  const session = token
    ? await resolveSession(db, config.sessionSecret, request.tenantId, token, clock.now())
    : undefined;
  resolved.set(request, session ?? null);
  return session;
}

/** The signed-in user's id; 401 when signed out. Every account route starts here. */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  const session = await currentSession(request);
  if (!session) throw unauthenticated();
  return session.user_id;
}
