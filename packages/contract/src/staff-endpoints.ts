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
  StaffAutobillRequestSchema,
  StaffCancelRequestSchema,
  StaffComplimentaryPlansResponseSchema,
  StaffComplimentaryRequestSchema,
  StaffComplimentaryResponseSchema,
  StaffCustomerActionParamsSchema,
  StaffExtendRequestSchema,
  StaffSubscriptionActionResponseSchema,
  StaffSubscriptionParamsSchema,
} from './staff-subscription-actions';
import {
  StaffCsvExportSchema,
  StaffReportQuerySchema,
  StaffReportSummarySchema,
} from './staff-reports';

import {
  StaffApiKeyCreatedSchema,
  StaffApiKeyCreateRequestSchema,
  StaffApiKeyListResponseSchema,
  StaffApiKeyRevokedSchema,
  StaffReasonRequestSchema,
  StaffWebhookEndpointCreatedSchema,
  StaffWebhookEndpointCreateRequestSchema,
  StaffWebhookEndpointListResponseSchema,
  StaffWebhookEndpointSchema,
  StaffWebhookEndpointUpdateRequestSchema,
  StaffWebhookSecretRotatedSchema,
  StaffWebhookSecretRotateRequestSchema,
  StorefrontApiKeyParamsSchema,
  StorefrontCreateRequestSchema,
  StorefrontListResponseSchema,
  StorefrontParamsSchema,
  StorefrontSchema,
  StorefrontUpdateRequestSchema,
  StorefrontWebhookParamsSchema,
} from './staff-storefronts';
import {
  StaffDeletionQueueQuerySchema,
  StaffDeletionQueueResponseSchema,
  StaffDisputeQueueQuerySchema,
  StaffDisputeQueueResponseSchema,
  StaffDunningQueueQuerySchema,
  StaffDunningQueueResponseSchema,
  StaffRefundRequestQueueQuerySchema,
  StaffRefundRequestQueueResponseSchema,
} from './staff-queues';
import {
  StaffCouponCreateRequestSchema,
  StaffCouponDeactivateRequestSchema,
  StaffCouponListQuerySchema,
  StaffCouponListResponseSchema,
  StaffCouponParamsSchema,
  StaffCouponSchema,
} from './staff-coupons';
import {
  StaffCustomerGiftCardRequestSchema,
  StaffCustomerGiftCardResponseSchema,
  StaffGiftCardBatchCreateRequestSchema,
  StaffGiftCardBatchListQuerySchema,
  StaffGiftCardBatchListResponseSchema,
  StaffGiftCardBatchParamsSchema,
  StaffGiftCardBatchSchema,
  StaffGiftCardCodesCsvSchema,
} from './staff-gift-cards';
import { StaffInvoicePdfResponseSchema } from './staff-invoices';
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
  // Subscription actions (decision 0121).
  /** Moves the paid-through date forward by N days at no charge. */
  staffExtendSubscription: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/subscriptions/:subscriptionId/extend`,
    access: 'subscriptions:extend',
    params: StaffSubscriptionParamsSchema,
    body: StaffExtendRequestSchema,
    response: StaffSubscriptionActionResponseSchema,
    status: 200,
  }),
  /** Ends the plan at its period end (renewal off) or now (access ends, no refund). */
  staffCancelSubscription: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/subscriptions/:subscriptionId/cancel`,
    access: 'subscriptions:cancel',
    params: StaffSubscriptionParamsSchema,
    body: StaffCancelRequestSchema,
    response: StaffSubscriptionActionResponseSchema,
    status: 200,
  }),
  /** Turns automatic renewal off, as the customer's own toggle does. */
  staffSubscriptionAutobill: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/subscriptions/:subscriptionId/autobill`,
    access: 'subscriptions:cancel',
    params: StaffSubscriptionParamsSchema,
    body: StaffAutobillRequestSchema,
    response: StaffSubscriptionActionResponseSchema,
    status: 200,
  }),
  /** The plans of the customer's storefront a complimentary grant may give. */
  staffComplimentaryPlans: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/customers/:customerId/complimentary-plans`,
    access: 'complimentary:grant',
    params: StaffCustomerActionParamsSchema,
    body: undefined,
    response: StaffComplimentaryPlansResponseSchema,
    status: 200,
  }),
  /** A complimentary plan for N months: no charge, no renewal, a zero-amount invoice. */
  staffGrantComplimentary: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/customers/:customerId/complimentary`,
    access: 'complimentary:grant',
    params: StaffCustomerActionParamsSchema,
    body: StaffComplimentaryRequestSchema,
    response: StaffComplimentaryResponseSchema,
    status: 200,
  }),
  /** Subscribers, MRR, new and churned per day, renewals due, refund and recovery rates (decision 0126). */
  staffReportSummary: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/reports/summary`,
    access: 'reports:read',
    query: StaffReportQuerySchema,
    body: undefined,
    response: StaffReportSummarySchema,
    status: 200,
  }),
  /** The range's invoices as CSV for the accountant; audited `report.exported`. */
  staffReportInvoicesCsv: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/reports/invoices.csv`,
    access: 'reports:read',
    query: StaffReportQuerySchema,
    body: undefined,
    response: StaffCsvExportSchema,
    status: 200,
    download: 'text/csv',
  }),
  /** The range's refunds as CSV for the accountant; audited `report.exported`. */
  staffReportRefundsCsv: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/reports/refunds.csv`,
    access: 'reports:read',
    query: StaffReportQuerySchema,
    body: undefined,
    response: StaffCsvExportSchema,
    status: 200,
    download: 'text/csv',
  }),
  // Storefronts, service API keys and webhook endpoints (decision 0125).
  /** Every storefront with its hosts, currency, language and seller details. */
  staffListStorefronts: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/storefronts`,
    access: 'storefronts:manage',
    body: undefined,
    response: StorefrontListResponseSchema,
    status: 200,
  }),
  /** A new storefront with a copy of a catalogue; 409 `storefront_exists` / `storefront_host_taken`. */
  staffCreateStorefront: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/storefronts`,
    access: 'storefronts:manage',
    body: StorefrontCreateRequestSchema,
    response: StorefrontSchema,
    status: 201,
  }),
  /** Changes a storefront's settings (audited with before and after); 404 `not_found`. */
  staffUpdateStorefront: staffEndpoint({
    method: 'PATCH',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId`,
    access: 'storefronts:manage',
    params: StorefrontParamsSchema,
    body: StorefrontUpdateRequestSchema,
    response: StorefrontSchema,
    status: 200,
  }),
  /** A storefront's service API keys: prefix, name, scopes, created, last used, revoked. */
  staffListApiKeys: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/api-keys`,
    access: 'api-keys:manage',
    params: StorefrontParamsSchema,
    body: undefined,
    response: StaffApiKeyListResponseSchema,
    status: 200,
  }),
  /** A new service API key; its secret is in this answer only. */
  staffCreateApiKey: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/api-keys`,
    access: 'api-keys:manage',
    params: StorefrontParamsSchema,
    body: StaffApiKeyCreateRequestSchema,
    response: StaffApiKeyCreatedSchema,
    status: 201,
  }),
  /** Revokes a key at once (a second revocation keeps the first moment). */
  staffRevokeApiKey: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/api-keys/:keyId/revoke`,
    access: 'api-keys:manage',
    params: StorefrontApiKeyParamsSchema,
    body: StaffReasonRequestSchema,
    response: StaffApiKeyRevokedSchema,
    status: 200,
  }),
  /** A storefront's webhook endpoints with their recent delivery failures. */
  staffListWebhookEndpoints: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/webhook-endpoints`,
    access: 'api-keys:manage',
    params: StorefrontParamsSchema,
    body: undefined,
    response: StaffWebhookEndpointListResponseSchema,
    status: 200,
  }),
  /** A new webhook endpoint; its signing secret is in this answer only. */
  staffCreateWebhookEndpoint: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/webhook-endpoints`,
    access: 'api-keys:manage',
    params: StorefrontParamsSchema,
    body: StaffWebhookEndpointCreateRequestSchema,
    response: StaffWebhookEndpointCreatedSchema,
    status: 201,
  }),
  /** Disables or enables an endpoint again. */
  staffUpdateWebhookEndpoint: staffEndpoint({
    method: 'PATCH',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/webhook-endpoints/:endpointId`,
    access: 'api-keys:manage',
    params: StorefrontWebhookParamsSchema,
    body: StaffWebhookEndpointUpdateRequestSchema,
    response: StaffWebhookEndpointSchema,
    status: 200,
  }),
  /** A new signing secret at once, in this answer only. */
  staffRotateWebhookSecret: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/storefronts/:storefrontId/webhook-endpoints/:endpointId/rotate-secret`,
    access: 'api-keys:manage',
    params: StorefrontWebhookParamsSchema,
    body: StaffWebhookSecretRotateRequestSchema,
    response: StaffWebhookSecretRotatedSchema,
    status: 200,
  }),
  /** Renewals in dunning, nearest end of grace first (decision 0123). */
  staffDunningQueue: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/queues/dunning`,
    access: 'customers:read',
    query: StaffDunningQueueQuerySchema,
    body: undefined,
    response: StaffDunningQueueResponseSchema,
    status: 200,
  }),
  /** Disputes as the provider reported them, nearest evidence deadline first (decision 0123). */
  staffDisputeQueue: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/queues/disputes`,
    access: 'customers:read',
    query: StaffDisputeQueueQuerySchema,
    body: undefined,
    response: StaffDisputeQueueResponseSchema,
    status: 200,
  }),
  /** Money-back requests in their withdrawal window, soonest carried out first (decision 0123). */
  staffRefundRequestQueue: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/queues/refund-requests`,
    access: 'customers:read',
    query: StaffRefundRequestQueueQuerySchema,
    body: undefined,
    response: StaffRefundRequestQueueResponseSchema,
    status: 200,
  }),
  /** Account deletions by status, soonest erasure first (decision 0123). */
  staffDeletionQueue: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/queues/deletions`,
    access: 'customers:read',
    query: StaffDeletionQueueQuerySchema,
    body: undefined,
    response: StaffDeletionQueueResponseSchema,
    status: 200,
  }),
  // Coupons and gift cards in the console (decision 0124).
  /** Coupons of every storefront with their uses and status, newest first; `status` filters. */
  staffListCoupons: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/coupons`,
    access: 'coupons:manage',
    query: StaffCouponListQuerySchema,
    body: undefined,
    response: StaffCouponListResponseSchema,
    status: 200,
  }),
  /** Creates a coupon; the same idempotency key answers the same coupon. 409 `coupon_code_taken`. */
  staffCreateCoupon: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/coupons`,
    access: 'coupons:manage',
    body: StaffCouponCreateRequestSchema,
    response: StaffCouponSchema,
    status: 201,
  }),
  /** Ends a coupon now, with a reason; deactivating it again changes nothing. */
  staffDeactivateCoupon: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/coupons/:couponId/deactivate`,
    access: 'coupons:manage',
    params: StaffCouponParamsSchema,
    body: StaffCouponDeactivateRequestSchema,
    response: StaffCouponSchema,
    status: 200,
  }),
  /** Issues 1–1000 gift-card codes for a plan in one batch, once per idempotency key. */
  staffCreateGiftCardBatch: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/gift-card-batches`,
    access: 'gift-cards:issue',
    body: StaffGiftCardBatchCreateRequestSchema,
    response: StaffGiftCardBatchSchema,
    status: 201,
  }),
  /** Batches, newest first, with how many of their codes were redeemed. */
  staffListGiftCardBatches: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/gift-card-batches`,
    access: 'gift-cards:issue',
    query: StaffGiftCardBatchListQuerySchema,
    body: undefined,
    response: StaffGiftCardBatchListResponseSchema,
    status: 200,
  }),
  /** A batch's codes as CSV (code, plan, status, redeemed_at); audited `gift_cards.exported`. */
  staffGiftCardBatchCodesCsv: staffEndpoint({
    method: 'GET',
    path: `${STAFF_API_PREFIX}/gift-card-batches/:batchId/codes.csv`,
    access: 'gift-cards:issue',
    params: StaffGiftCardBatchParamsSchema,
    body: undefined,
    response: StaffGiftCardCodesCsvSchema,
    status: 200,
    download: 'text/csv',
  }),
  /** Issues one gift card to a customer, emailed to them and shown on their timeline. */
  staffIssueCustomerGiftCard: staffEndpoint({
    method: 'POST',
    path: `${STAFF_API_PREFIX}/customers/:customerId/gift-cards`,
    access: 'gift-cards:issue',
    params: StaffCustomerParamsSchema,
    body: StaffCustomerGiftCardRequestSchema,
    response: StaffCustomerGiftCardResponseSchema,
    status: 201,
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

export type StaffEndpointName = keyof typeof staffEndpoints;

/** A staff endpoint's URL with its `:name` segments filled (each encoded). */
export function staffPathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}
