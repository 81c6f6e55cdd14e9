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
import { StaffInvoicePdfResponseSchema } from './staff-invoices';

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
  /** Any storefront's invoice as its customer's PDF; audited `invoice.downloaded`. 404 `not_found`. */
  staffInvoicePdf: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/invoices/:invoiceId/pdf`,
    access: 'customers:read',
    params: StaffInvoiceParamsSchema,
    body: undefined,
    response: StaffInvoicePdfResponseSchema,
    status: 200,
    download: 'application/pdf',
  }),
} as const;

/** The URL of an invoice's staff refund. */
export function staffInvoiceRefundPath(invoiceId: string): string {
  return `${STAFF_API_PREFIX}/invoices/${encodeURIComponent(invoiceId)}/refund`;
}

/** The URL of an invoice's PDF in the console (a link, not a fetch: the browser downloads it). */
export function staffInvoicePdfPath(invoiceId: string): string {
  return `${STAFF_API_PREFIX}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}

export type StaffEndpointName = keyof typeof staffEndpoints;
