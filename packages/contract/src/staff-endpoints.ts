import type { StaffPermission } from '@burrow/domain/staff-permissions';
import type { z } from 'zod';
import type { HttpMethod } from './endpoints';
import {
  StaffAuditLogQuerySchema,
  StaffAuditLogResponseSchema,
  StaffCustomerDetailSchema,
  StaffCustomerParamsSchema,
  StaffCustomerSearchQuerySchema,
  StaffCustomerSearchResponseSchema,
  StaffInvoiceParamsSchema,
  StaffInvoiceRefundRequestSchema,
  StaffInvoiceRefundResponseSchema,
  StaffMeSchema,
  StaffSignedOutSchema,
  StaffSignInRequestSchema,
} from './staff';
import {
  StaffAccessActionRequestSchema,
  StaffAccountListSchema,
  StaffDeletionResponseSchema,
  StaffDisableRequestSchema,
  StaffDisableResponseSchema,
  StaffEmailParamsSchema,
  StaffEndSessionsResponseSchema,
  StaffInvitationAcceptRequestSchema,
  StaffInvitationAcceptResponseSchema,
  StaffInvitationRequestSchema,
  StaffInvitationResponseSchema,
  StaffResendEmailRequestSchema,
  StaffResendEmailResponseSchema,
  StaffRetryPaymentRequestSchema,
  StaffRetryPaymentResponseSchema,
  StaffStaffParamsSchema,
} from './staff-account-actions';

/**
 * One endpoint of the operator console's API. Kept apart from the customer API's registry
 * (`endpoints.ts`) and its public OpenAPI document: the console is Burrow's own tool, not
 * an integration surface (decision 0114). `access` is what the server's guard enforces:
 * `public` (signing in and out), `staff` (any signed-in staff member) or the one permission
 * of decision 0113 the route needs.
 */
export interface StaffEndpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  access: 'public' | 'staff' | StaffPermission;
  params?: Params;
  query?: Query;
  body: Body;
  response: Response;
  status: 200 | 201;
  /**
   * Set when the route answers a file rather than JSON (an invoice's PDF, a CSV export):
   * the bytes go out with this content type and `response` describes nothing.
   */
  download?: 'application/pdf' | 'text/csv';
}

function staffEndpoint<
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(
  definition: StaffEndpoint<Body, Response, Query, Params>,
): StaffEndpoint<Body, Response, Query, Params> & { query: Query; params: Params } {
  return { ...definition, query: definition.query as Query, params: definition.params as Params };
}

export const STAFF_API_PREFIX = '/api/staff/v1';

export const staffEndpoints = {
  /** Email, password and a TOTP or recovery code; sets the staff session cookie. */
  staffSignIn: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/session`,
    access: 'public',
    body: StaffSignInRequestSchema,
    response: StaffMeSchema,
    status: 200,
  }),
  /** Ends the staff session the cookie names (if any) and clears the cookie. */
  staffSignOut: staffEndpoint({
    method: 'DELETE',
    path: `${STAFF_API_PREFIX}/session`,
    access: 'public',
    body: undefined,
    response: StaffSignedOutSchema,
    status: 200,
  }),
  staffMe: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/me`,
    access: 'staff',
    body: undefined,
    response: StaffMeSchema,
    status: 200,
  }),
  staffSearchCustomers: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/customers`,
    access: 'customers:read',
    query: StaffCustomerSearchQuerySchema,
    body: undefined,
    response: StaffCustomerSearchResponseSchema,
    status: 200,
  }),
  /** One customer's page: profile, what they own and pay with, and their timeline. 404 `not_found`. */
  staffCustomer: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/customers/:customerId`,
    access: 'customers:read',
    params: StaffCustomerParamsSchema,
    body: undefined,
    response: StaffCustomerDetailSchema,
    status: 200,
  }),
  staffAuditLog: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/audit-log`,
    access: 'audit:read',
    query: StaffAuditLogQuerySchema,
    body: undefined,
    response: StaffAuditLogResponseSchema,
    status: 200,
  }),
  /** Gives back all or part of a paid invoice, optionally ending its plan (decision 0119). */
  staffRefundInvoice: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/invoices/:invoiceId/refund`,
    access: 'refunds:create',
    params: StaffInvoiceParamsSchema,
    body: StaffInvoiceRefundRequestSchema,
    response: StaffInvoiceRefundResponseSchema,
    status: 200,
  }),
  // Account actions and staff management (decision 0122).
  /** Retries a failed renewal's invoice now, as the customer's "pay now" does; 409 `nothing_to_retry`. */
  staffRetryPayment: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/invoices/:invoiceId/retry-payment`,
    access: 'payments:retry',
    params: StaffInvoiceParamsSchema,
    body: StaffRetryPaymentRequestSchema,
    response: StaffRetryPaymentResponseSchema,
    status: 200,
  }),
  /** Queues a copy of one email the customer was sent, as a new outbox row. */
  staffResendEmail: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/emails/:emailId/resend`,
    access: 'emails:resend',
    params: StaffEmailParamsSchema,
    body: StaffResendEmailRequestSchema,
    response: StaffResendEmailResponseSchema,
    status: 200,
  }),
  /** Ends every session of the customer and retires their sign-in links, as a password change does. */
  staffEndCustomerSessions: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/customers/:customerId/sessions/end`,
    access: 'sessions:end',
    params: StaffCustomerParamsSchema,
    body: StaffAccessActionRequestSchema,
    response: StaffEndSessionsResponseSchema,
    status: 200,
  }),
  /** Starts the customer's account deletion (grace period, same emails as their own). */
  staffStartDeletion: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/customers/:customerId/deletion`,
    access: 'deletion:manage',
    params: StaffCustomerParamsSchema,
    body: StaffAccessActionRequestSchema,
    response: StaffDeletionResponseSchema,
    status: 200,
  }),
  /** Cancels the customer's pending account deletion. */
  staffCancelDeletion: staffEndpoint({
    method: 'DELETE',
    path: `${STAFF_API_PREFIX}/customers/:customerId/deletion`,
    access: 'deletion:manage',
    params: StaffCustomerParamsSchema,
    body: StaffAccessActionRequestSchema,
    response: StaffDeletionResponseSchema,
    status: 200,
  }),
  /** Staff accounts (role, status, last sign-in) and invitations still open. */
  staffListStaff: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/staff`,
    access: 'staff:manage',
    body: undefined,
    response: StaffAccountListSchema,
    status: 200,
  }),
  /** Emails an invitation link (72 hours, single use) to a new staff member. */
  staffInvite: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/staff/invitations`,
    access: 'staff:manage',
    body: StaffInvitationRequestSchema,
    response: StaffInvitationResponseSchema,
    status: 201,
  }),
  /** The invited person sets a password; answers the TOTP secret and recovery codes once. */
  staffAcceptInvitation: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/staff/invitations/accept`,
    access: 'public',
    body: StaffInvitationAcceptRequestSchema,
    response: StaffInvitationAcceptResponseSchema,
    status: 201,
  }),
  /** Disables a staff account and ends its sessions; its audit entries stay its own. */
  staffDisableStaff: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/staff/:staffId/disable`,
    access: 'staff:manage',
    params: StaffStaffParamsSchema,
    body: StaffDisableRequestSchema,
    response: StaffDisableResponseSchema,
    status: 200,
  }),
} as const;

/** The URL of an invoice's staff refund. */
export function staffInvoiceRefundPath(invoiceId: string): string {
  return `${STAFF_API_PREFIX}/invoices/${encodeURIComponent(invoiceId)}/refund`;
}

/** Fills an endpoint's `:name` segments (for the console's links and the tests). */
export function staffPathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}

export type StaffEndpointName = keyof typeof staffEndpoints;
