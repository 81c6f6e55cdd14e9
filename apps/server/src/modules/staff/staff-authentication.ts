import type { StaffEndpoint } from '@burrow/contract/staff-endpoints';
import {
  permissionsOf,
  roleAllows,
  type StaffPermission,
  type StaffRole,
} from '@burrow/domain/staff-permissions';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { logBusinessEvent } from '../../platform/business-events';
import type { Config } from '../../platform/config';
import { AppError, unauthenticated } from '../../platform/errors';
import { findStaffById } from './staff-repository';
import { resolveStaffSession } from './staff-session-store';

/** Who a guarded staff request runs for. */
export interface AuthenticatedStaff {
  id: string;
  email: string;
  role: StaffRole;
  permissions: StaffPermission[];
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, on staff routes only (set by the staff guard). */
    staff?: AuthenticatedStaff;
  }
}

/**
 * A cookie of its own, never the customers' (decision 0114): neither kind of session is
 * read where the other is expected. SameSite=Strict: the console is never entered from a
 * link on another site.
 */
export function staffCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Host-burrow_staff' : 'burrow_staff';
}

export function readStaffSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[staffCookieName(request.server.config)];
  return value && value.length <= 128 ? value : undefined;
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.env === 'production',
    path: '/',
  };
}

export function setStaffSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const { config } = reply.server;
  reply.setCookie(staffCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearStaffSessionCookie(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(staffCookieName(config), cookieOptions(config));
}

/** The staff member behind the request's staff cookie; undefined when none is live. */
async function authenticateStaff(request: FastifyRequest): Promise<AuthenticatedStaff | undefined> {
  const token = readStaffSessionToken(request);
  if (!token) return undefined;
  const { db, config, clock } = request.server;
  const session = await resolveStaffSession(db, config.sessionSecret, token, clock.now());
  if (!session) return undefined;
  const account = await findStaffById(db, session.staff_id);
  if (!account || account.disabled_at) return undefined;
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    permissions: permissionsOf(account.role),
    sessionExpiresAt: session.absolute_expires_at,
  };
}

/**
 * Lets a request through, before its input is read, only with a live staff session whose
 * role holds `access` (any role for `staff`). No staff session (a customer's cookie counts
 * for nothing here) is 401 `unauthenticated`; a role without the permission is 403
 * `staff_forbidden` naming it.
 */
export function requireStaff(access: 'staff' | StaffPermission): onRequestAsyncHookHandler {
  return async function staffGuard(this: unknown, request: FastifyRequest) {
    const staff = await authenticateStaff(request);
    if (!staff) throw unauthenticated();
    if (access !== 'staff' && !roleAllows(staff.role, access)) {
      throw new AppError(
        403,
        'staff_forbidden',
        `Your role (${staff.role}) does not allow ${access}.`,
        { required_permission: access },
      );
    }
    request.staff = staff;
  };
}

/**
 * The route options of a staff registry endpoint: its guard from the permission the
 * registry names, so no staff route exists without one. Public ones (signing in and out)
 * have none. `app.route({ ...staffRoute(staffEndpoints.x), method, url, schema, handler })`.
 */
export function staffRoute(endpoint: Pick<StaffEndpoint, 'access'>) {
  return endpoint.access === 'public'
    ? {}
    : { onRequest: requireStaff(endpoint.access), onResponse: logStaffAction };
}

/**
 * Every staff request that changes something leaves a business-log line (decision 0128)
 * besides its audit entry: who, which route, on which customer or object, and the answer.
 */
async function logStaffAction(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method === 'GET' || !request.staff) return;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  logBusinessEvent(request.log, 'staff.action', {
    staffId: request.staff.id,
    customerId: params.customerId ?? null,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    // The invoice, subscription, coupon… the route names, whatever its parameter is called.
    objectId: Object.entries(params).find(([name]) => name !== 'customerId')?.[1] ?? null,
    status: reply.statusCode,
  });
}

/** The staff member a guarded handler runs for. */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new Error('staffOf outside a staff-guarded route');
  return request.staff;
}
