import type { z } from 'zod';
import {
  AccountDeletionSchema,
  DeletionRequestSchema,
  EmailConfirmRequestSchema,
  EmailConfirmResponseSchema,
  EmailUpdateRequestSchema,
  EmailUpdateResponseSchema,
  PasswordUpdateRequestSchema,
} from './account-settings';
import {
  CheckEmailResponseSchema,
  EmptyResponseSchema,
  LoginRequestSchema,
  MagicLinkConsumeRequestSchema,
  MagicLinkRequestSchema,
  SignedInResponseSchema,
  SignupRequestSchema,
} from './auth';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CustomerStatusRequestSchema,
  CustomerStatusResponseSchema,
  EstimateRequestSchema,
  EstimateResponseSchema,
  PaymentIntentRequestSchema,
  PaymentIntentResponseSchema,
} from './checkout';
import {
  EventCountsQuerySchema,
  EventCountsResponseSchema,
  PaymentOutcomesResponseSchema,
} from './analytics';
import { AdvanceClockRequestSchema, DemoClockSchema } from './demo-clock';
import {
  CurrentDeviceSchema,
  DeviceEntitlementsSchema,
  EntitlementTokenSchema,
  JsonWebKeySetSchema,
  RotatedCredentialSchema,
} from './device-entitlements';
import { MailboxResponseSchema } from './dev-mailbox';
import {
  AcceptedResponseSchema,
  AttemptedSignupRequestSchema,
  EmitEventRequestSchema,
  PaymentResultWriteSchema,
} from './events';
import {
  GiftCardCheckRequestSchema,
  GiftCardCheckResponseSchema,
  GiftCardRedeemRequestSchema,
  GiftCardRedeemResponseSchema,
} from './gift-cards';
import { HealthResponseSchema, NotReadyResponseSchema, ReadyResponseSchema } from './health';
import { SiteConfigResponseSchema } from './site-config';
import {
  LicenseAutobillRequestSchema,
  LicenseUpdateRequestSchema,
  SeatInviteRequestSchema,
  SeatInviteResponseSchema,
  SeatRemoveRequestSchema,
} from './licenses';
import {
  RefundEstimateRequestSchema,
  RefundEstimateResponseSchema,
  RefundRequestResponseSchema,
} from './refunds';
import {
  ReferralBonusQuerySchema,
  ReferralBonusResponseSchema,
  ReferralProgramSchema,
} from './referrals';
import { InvoiceListResponseSchema } from './invoices';
import {
  OfferParamsSchema,
  OfferQuerySchema,
  OfferResponseSchema,
  SubscriptionOfferQuerySchema,
} from './offers';
import {
  AddPaymentMethodRequestSchema,
  PaymentMethodChangeResponseSchema,
  PaymentMethodIdParamsSchema,
  PaymentMethodListResponseSchema,
} from './payment-methods';
import {
  BulkPlanChangeEstimateRequestSchema,
  BulkPlanChangeEstimateResponseSchema,
  PlanChangeAttemptQuerySchema,
  PlanChangeAttemptSchema,
  PlanChangeCheckoutRequestSchema,
  PlanChangeEstimateRequestSchema,
  PlanChangeEstimateSchema,
  PlanChangePaymentRequestSchema,
} from './plan-changes';
import {
  LicenseSchema,
  SubscriptionIdParamsSchema,
  PauseRequestSchema,
  RenewalOffReasonRequestSchema,
  SubscriptionListResponseSchema,
  SubscriptionSchema,
} from './subscriptions';
import { CurrentUserSchema, LocaleUpdateRequestSchema, LocaleUpdateResponseSchema } from './users';
import { NavigationPolicyResponseSchema } from './account-navigation';
import { ChangelogResponseSchema } from './changelog';
import { ContentPageSchema, ContentQuerySchema, ContentSlugParamsSchema } from './content';
import { ContactMessageRequestSchema, ContactMessageResponseSchema } from './support-messages';
import {
  DedicatedIpIdParamsSchema,
  DedicatedIpListResponseSchema,
  DedicatedIpLocationRequestSchema,
  DedicatedIpSchema,
} from './dedicated-ip';
import { EsimListResponseSchema } from './esims';
import {
  FulfilmentRequestIdParamsSchema,
  FulfilmentRequestListQuerySchema,
  FulfilmentRequestListResponseSchema,
  FulfilmentRequestSchema,
  FulfilmentResultSchema,
} from './fulfilment';
import {
  DnsAuthorizeIpRequestSchema,
  DnsAutoAuthRequestSchema,
  DnsHostnameRequestSchema,
  DnsSettingsSchema,
} from './dns-settings';
import {
  ActivateDeviceRequestSchema,
  ActivatedDeviceSchema,
  ActivationCodeSchema,
  ActivationSetupQuerySchema,
  ActivationSetupSchema,
  CreateActivationCodeRequestSchema,
  DeviceIdParamsSchema,
  DeviceSchema,
  RenameDeviceRequestSchema,
} from './devices';
import { RedeemRequestSchema, RedeemResponseSchema } from './redeem';
import { ConfirmAuthenticatedPaymentSchema, PaymentCollectionSchema } from './payment-collection';
import { RetentionOfferSchema } from './retention-offers';
import { PasswordResetConfirmRequestSchema, PasswordResetRequestSchema } from './password-reset';
import { ExpertProgramApplicationRequestSchema, ExpertProgramSchema } from './expert-program';
import {
  IdDefenderEnrolRequestSchema,
  IdDefenderFeatureParamsSchema,
  IdDefenderFeatureStateSchema,
  IdDefenderResponseSchema,
} from './id-defender';
import {
  SeatPurchaseRequestSchema,
  SeatPurchaseResponseSchema,
  SeatQuoteRequestSchema,
  SeatQuoteSchema,
} from './seat-purchases';
import {
  CustomerEntitlementsSchema,
  CustomerIdParamsSchema,
  CustomerLookupQuerySchema,
  CustomerLookupResponseSchema,
  ServiceDeviceIdParamsSchema,
  type ServiceScope,
} from './service-api';

import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointRequestSchema,
  DeletedWebhookEndpointSchema,
  ReplayedWebhookDeliverySchema,
  RotatedWebhookSecretSchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryIdParamsSchema,
  WebhookDeliveryLogSchema,
  WebhookEndpointIdParamsSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
} from './webhook-endpoints';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as the OpenAPI document's security schemes describe it:
 * `public` needs nothing, `session` the browser's session cookie, `device` a VPN app's
 * device credential and `service` a storefront's service API key (both as
 * `Authorization: Bearer`). The server enforces it in the handler; this names it.
 */
export type EndpointAuth = 'public' | 'session' | 'device' | 'service';

/** One HTTP endpoint: the server registers its route from it and the web calls through it. */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  auth: EndpointAuth;
  /** One line for the API reference; the endpoint's name in words if absent. */
  summary?: string;
  /**
   * For a `service` endpoint: the scopes its key must carry, sent as
   * `Authorization: Bearer bk_…` (decision 0090). Cookies never count there.
   */
  scopes?: readonly ServiceScope[];
  /** The `:name` segments of the path, as the server validates them. */
  params?: Params;
  /** The query string, as the server validates it. */
  query?: Query;
  body: Body;
  response: Response;
  /** The status of a successful answer. */
  status: 200 | 201 | 202 | 204;
  /**
   * Answers other than the error body that the endpoint gives on purpose (readiness's 503),
   * by status, so the OpenAPI document describes them.
   */
  otherResponses?: Readonly<Record<number, { description: string; schema: z.ZodType }>>;
}

function endpoint<
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(
  definition: Endpoint<Body, Response, Params, Query>,
): Endpoint<Body, Response, Params, Query> & { params: Params; query: Query } {
  return { ...definition, params: definition.params as Params, query: definition.query as Query };
}

export const endpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    body: undefined,
    summary: 'Liveness: the process answers (decision 0116)',
    response: HealthResponseSchema,
    status: 200,
  }),
  /** Readiness for a load balancer: 503 while the database, migrations or a drain say no. */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    auth: 'public',
    summary: 'Readiness: whether this server should get traffic (decision 0116)',
    body: undefined,
    response: ReadyResponseSchema,
    status: 200,
    otherResponses: {
      503: {
        description:
          'Not ready: the database did not answer, a migration is not applied, or the server is draining before it stops.',
        schema: NotReadyResponseSchema,
      },
    },
  }),
  /** A legal or help page's words from the operator's content files (decision 0099). */
  contentPage: endpoint({
    method: 'GET',
    path: '/api/v1/content/:slug',
    auth: 'public',
    params: ContentSlugParamsSchema,
    query: ContentQuerySchema,
    body: undefined,
    response: ContentPageSchema,
    status: 200,
  }),
  /**
   * The contact form (decision 0099): signed in or not. Emails support and acknowledges to
   * the sender in their language; rate limited per client and per address.
   */
  sendContactMessage: endpoint({
    method: 'POST',
    path: '/api/v1/support/messages',
    auth: 'public',
    body: ContactMessageRequestSchema,
    response: ContactMessageResponseSchema,
    status: 201,
  }),
  siteConfig: endpoint({
    method: 'GET',
    path: '/api/v1/site-config',
    auth: 'public',
    body: undefined,
    response: SiteConfigResponseSchema,
    status: 200,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/v2/auth/signup',
    auth: 'public',
    body: SignupRequestSchema,
    response: CheckEmailResponseSchema,
    status: 202,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/v2/auth/login',
    auth: 'public',
    body: LoginRequestSchema,
    response: SignedInResponseSchema,
    status: 200,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/v2/auth/logout',
    auth: 'public',
    body: undefined,
    response: EmptyResponseSchema,
    status: 200,
  }),
  requestMagicLink: endpoint({
    method: 'POST',
    path: '/api/v2/users/magic-link',
    auth: 'public',
    body: MagicLinkRequestSchema,
    response: CheckEmailResponseSchema,
    status: 202,
  }),
  consumeMagicLink: endpoint({
    method: 'POST',
    path: '/api/v2/auth/magic-link/consume',
    auth: 'public',
    body: MagicLinkConsumeRequestSchema,
    response: SignedInResponseSchema,
    status: 200,
  }),
  /** Emails a password-reset link if the address has an account; the answer never says (decision 0066). */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/v2/users/password/reset',
    auth: 'public',
    body: PasswordResetRequestSchema,
    response: CheckEmailResponseSchema,
    status: 202,
  }),
  /** Sets a new password with the emailed token, ends every other session and signs this one in. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/v2/users/password/reset/confirm',
    auth: 'public',
    body: PasswordResetConfirmRequestSchema,
    response: SignedInResponseSchema,
    status: 200,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/api/v2/users/me',
    auth: 'session',
    body: undefined,
    response: CurrentUserSchema,
    status: 200,
  }),
  /** Remembers the language the signed-in customer chose (decision 0057). */
  updateLocale: endpoint({
    method: 'PUT',
    path: '/api/v2/users/locale',
    auth: 'session',
    body: LocaleUpdateRequestSchema,
    response: LocaleUpdateResponseSchema,
    status: 200,
  }),
  updateEmail: endpoint({
    method: 'POST',
    path: '/api/v2/users/email/update',
    auth: 'session',
    body: EmailUpdateRequestSchema,
    response: EmailUpdateResponseSchema,
    status: 202,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/v2/users/email/confirm',
    auth: 'session',
    body: EmailConfirmRequestSchema,
    response: EmailConfirmResponseSchema,
    status: 200,
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/api/v2/users/password/update',
    auth: 'session',
    body: PasswordUpdateRequestSchema,
    response: EmptyResponseSchema,
    status: 200,
  }),
  /** The state of the caller's account deletion (decision 0043). */
  accountDeletion: endpoint({
    method: 'GET',
    path: '/api/v2/users/deletion',
    auth: 'session',
    body: undefined,
    response: AccountDeletionSchema,
    status: 200,
  }),
  /** Asks for deletion after the grace period. */
  requestAccountDeletion: endpoint({
    method: 'PUT',
    path: '/api/v2/users/deletion',
    auth: 'session',
    body: DeletionRequestSchema,
    response: AccountDeletionSchema,
    status: 202,
  }),
  /** Cancels a pending deletion. */
  cancelAccountDeletion: endpoint({
    method: 'PATCH',
    path: '/api/v2/users/deletion',
    auth: 'session',
    body: undefined,
    response: AccountDeletionSchema,
    status: 200,
  }),
  /** Deletes the account now, without waiting for the grace period. */
  completeAccountDeletion: endpoint({
    method: 'DELETE',
    path: '/api/v2/users/deletion',
    auth: 'session',
    body: DeletionRequestSchema,
    response: AccountDeletionSchema,
    status: 200,
  }),
  listSubscriptions: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/',
    auth: 'session',
    body: undefined,
    response: SubscriptionListResponseSchema,
    status: 200,
  }),
  getSubscription: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/:id',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: SubscriptionSchema,
    status: 200,
  }),
  subscriptionOffer: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/:id/offer',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    query: SubscriptionOfferQuerySchema,
    body: undefined,
    response: OfferResponseSchema,
    status: 200,
  }),
  getOffer: endpoint({
    method: 'GET',
    path: '/api/v1/offers/:offerId',
    auth: 'public',
    params: OfferParamsSchema,
    query: OfferQuerySchema,
    body: undefined,
    response: OfferResponseSchema,
    status: 200,
  }),
  estimate: endpoint({
    method: 'POST',
    path: '/api/v1/estimate',
    auth: 'public',
    body: EstimateRequestSchema,
    response: EstimateResponseSchema,
    status: 200,
  }),
  customerStatus: endpoint({
    method: 'POST',
    path: '/api/v1/checkout/customer-status',
    auth: 'public',
    body: CustomerStatusRequestSchema,
    response: CustomerStatusResponseSchema,
    status: 200,
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/v1/payment-intent',
    auth: 'public',
    body: PaymentIntentRequestSchema,
    response: PaymentIntentResponseSchema,
    status: 201,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/v1/checkout',
    auth: 'public',
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    status: 201,
  }),
  checkoutForCustomer: endpoint({
    method: 'POST',
    path: '/api/v1/checkout-for-customer',
    auth: 'session',
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    status: 201,
  }),
  checkGiftCard: endpoint({
    method: 'POST',
    path: '/api/v1/gift-cards/check',
    auth: 'public',
    body: GiftCardCheckRequestSchema,
    response: GiftCardCheckResponseSchema,
    status: 200,
  }),
  redeemGiftCard: endpoint({
    method: 'POST',
    path: '/api/v1/gift-cards/redeem',
    auth: 'public',
    body: GiftCardRedeemRequestSchema,
    response: GiftCardRedeemResponseSchema,
    status: 201,
  }),
  emitEvent: endpoint({
    method: 'POST',
    path: '/api/v1/emit-event',
    auth: 'public',
    body: EmitEventRequestSchema,
    response: AcceptedResponseSchema,
    status: 202,
  }),
  writePaymentResult: endpoint({
    method: 'POST',
    path: '/data-platform/resource_type/payment_result/v1/write',
    auth: 'public',
    body: PaymentResultWriteSchema,
    response: AcceptedResponseSchema,
    status: 202,
  }),
  recordAttemptedSignup: endpoint({
    method: 'POST',
    path: '/attempted_signups',
    auth: 'public',
    body: AttemptedSignupRequestSchema,
    response: AcceptedResponseSchema,
    status: 202,
  }),
  listInvoices: endpoint({
    method: 'GET',
    path: '/api/v2/invoices/',
    auth: 'session',
    body: undefined,
    response: InvoiceListResponseSchema,
    status: 200,
  }),
  referralBonus: endpoint({
    method: 'GET',
    path: '/api/v1/referral-bonus',
    auth: 'public',
    query: ReferralBonusQuerySchema,
    body: undefined,
    response: ReferralBonusResponseSchema,
    status: 200,
  }),
  autobillOn: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/autobill-on',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: SubscriptionSchema,
    status: 200,
  }),
  autobillOff: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/autobill-off',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: SubscriptionSchema,
    status: 200,
  }),
  /** The reason asked first when the customer turns renewal off (decision 0102). */
  renewalOffReason: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/renewal-off-reason',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: RenewalOffReasonRequestSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  /** Pauses the plan instead of ending it (decision 0102); pausing again is answered as done. */
  pauseSubscription: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/pause',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: PauseRequestSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  /** Ends the pause now; a subscription not paused is answered as it is. */
  resumeSubscription: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/resume',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: SubscriptionSchema,
    status: 200,
  }),
  /** The retention offer of the turn-renewal-off flow (decision 0109), after the reason. */
  retentionOffer: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/:id/retention-offer',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: RetentionOfferSchema,
    status: 200,
  }),
  /**
   * Accepts the retention offer: renewal stays on and the next renewal is discounted once.
   * Accepting again answers the accepted offer; 409 `retention_offer_not_available` otherwise.
   */
  acceptRetentionOffer: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/retention-offer/accept',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: RetentionOfferSchema,
    status: 200,
  }),
  retryPaymentCollection: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/retry-payment-collection',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: SubscriptionSchema,
    status: 200,
  }),
  /** The retry-payment page's read (decision 0055). */
  paymentCollection: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/:id/payment-collection',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: PaymentCollectionSchema,
    status: 200,
  }),
  /**
   * Settles a failed renewal with the payment the customer authenticated on the retry page
   * (SCA, decision 0086); idempotent. 402 `payment_failed` while it is not paid.
   */
  confirmAuthenticatedPayment: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/confirm-authenticated-payment',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: ConfirmAuthenticatedPaymentSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  refundEstimate: endpoint({
    method: 'PUT',
    path: '/api/v2/refund/estimate',
    auth: 'session',
    body: RefundEstimateRequestSchema,
    response: RefundEstimateResponseSchema,
    status: 200,
  }),
  requestRefund: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/refund-revoke',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: RefundRequestResponseSchema,
    status: 202,
  }),
  withdrawRefund: endpoint({
    method: 'DELETE',
    path: '/api/v2/subscriptions/:id/refund-revoke',
    auth: 'session',
    params: SubscriptionIdParamsSchema,
    body: undefined,
    response: RefundRequestResponseSchema,
    status: 200,
  }),
  planChangeEstimate: endpoint({
    method: 'PUT',
    path: '/api/v2/checkout/estimate',
    auth: 'session',
    body: PlanChangeEstimateRequestSchema,
    response: PlanChangeEstimateSchema,
    status: 200,
  }),
  planChangeBulkEstimate: endpoint({
    method: 'PUT',
    path: '/api/v2/checkout/bulk-estimate',
    auth: 'session',
    body: BulkPlanChangeEstimateRequestSchema,
    response: BulkPlanChangeEstimateResponseSchema,
    status: 200,
  }),
  planChangeCheckout: endpoint({
    method: 'POST',
    path: '/api/v2/checkout/',
    auth: 'session',
    body: PlanChangeCheckoutRequestSchema,
    response: PlanChangeAttemptSchema,
    status: 200,
  }),
  planChangeAttempt: endpoint({
    method: 'GET',
    path: '/api/v2/checkout/',
    auth: 'session',
    query: PlanChangeAttemptQuerySchema,
    body: undefined,
    response: PlanChangeAttemptSchema,
    status: 200,
  }),
  planChangePayment: endpoint({
    method: 'PUT',
    path: '/api/v2/checkout/',
    auth: 'session',
    body: PlanChangePaymentRequestSchema,
    response: PlanChangeAttemptSchema,
    status: 200,
  }),
  /** Where the gateway returns the customer after 3-D Secure or PayPal. */
  planChangeConfirm: endpoint({
    method: 'GET',
    path: '/api/v2/checkout/confirm',
    auth: 'session',
    query: PlanChangeAttemptQuerySchema,
    body: undefined,
    response: PlanChangeAttemptSchema,
    status: 200,
  }),
  updateLicense: endpoint({
    method: 'PUT',
    path: '/api/v2/licenses/',
    auth: 'session',
    body: LicenseUpdateRequestSchema,
    response: LicenseSchema,
    status: 200,
  }),
  licensesAutobillOn: endpoint({
    method: 'POST',
    path: '/api/v2/licenses/autobill-on',
    auth: 'session',
    body: LicenseAutobillRequestSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  licensesAutobillOff: endpoint({
    method: 'POST',
    path: '/api/v2/licenses/autobill-off',
    auth: 'session',
    body: LicenseAutobillRequestSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  navigationPolicy: endpoint({
    method: 'GET',
    path: '/api/v2/account/navigation-policy',
    auth: 'session',
    body: undefined,
    response: NavigationPolicyResponseSchema,
    status: 200,
  }),
  seatQuote: endpoint({
    method: 'PUT',
    path: '/api/v2/licenses/seats/estimate',
    auth: 'session',
    body: SeatQuoteRequestSchema,
    response: SeatQuoteSchema,
    status: 200,
  }),
  buySeats: endpoint({
    method: 'POST',
    path: '/api/v2/licenses/seats',
    auth: 'session',
    body: SeatPurchaseRequestSchema,
    response: SeatPurchaseResponseSchema,
    status: 201,
  }),
  removeSeat: endpoint({
    method: 'POST',
    path: '/api/v2/licenses/seats/remove',
    auth: 'session',
    body: SeatRemoveRequestSchema,
    response: SubscriptionSchema,
    status: 200,
  }),
  inviteSeatHolder: endpoint({
    method: 'POST',
    path: '/api/v2/licenses/invite',
    auth: 'session',
    body: SeatInviteRequestSchema,
    response: SeatInviteResponseSchema,
    status: 202,
  }),
  listDedicatedIps: endpoint({
    method: 'GET',
    path: '/api/v2/dedicated-ip/',
    auth: 'session',
    body: undefined,
    response: DedicatedIpListResponseSchema,
    status: 200,
  }),
  setDedicatedIpLocation: endpoint({
    method: 'PUT',
    path: '/api/v2/dedicated-ip/:id/location',
    auth: 'session',
    params: DedicatedIpIdParamsSchema,
    body: DedicatedIpLocationRequestSchema,
    response: DedicatedIpSchema,
    status: 200,
  }),
  listEsims: endpoint({
    method: 'GET',
    path: '/api/v2/esims/',
    auth: 'session',
    body: undefined,
    response: EsimListResponseSchema,
    status: 200,
  }),
  idDefender: endpoint({
    method: 'GET',
    path: '/api/v2/id-defender/',
    auth: 'session',
    body: undefined,
    response: IdDefenderResponseSchema,
    status: 200,
  }),
  enrolIdDefender: endpoint({
    method: 'PUT',
    path: '/api/v2/id-defender/:feature/enrolment',
    auth: 'session',
    params: IdDefenderFeatureParamsSchema,
    body: IdDefenderEnrolRequestSchema,
    response: IdDefenderFeatureStateSchema,
    status: 200,
  }),
  changelog: endpoint({
    method: 'GET',
    path: '/api/v2/changelog/',
    auth: 'session',
    body: undefined,
    response: ChangelogResponseSchema,
    status: 200,
  }),
  expertProgram: endpoint({
    method: 'GET',
    path: '/api/v2/expert-program/',
    auth: 'session',
    body: undefined,
    response: ExpertProgramSchema,
    status: 200,
  }),
  applyToExpertProgram: endpoint({
    method: 'PUT',
    path: '/api/v2/expert-program/application',
    auth: 'session',
    body: ExpertProgramApplicationRequestSchema,
    response: ExpertProgramSchema,
    status: 200,
  }),
  listPaymentMethods: endpoint({
    method: 'GET',
    path: '/api/v2/payment-methods/',
    auth: 'session',
    body: undefined,
    response: PaymentMethodListResponseSchema,
    status: 200,
  }),
  addPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/v2/payment-methods/',
    auth: 'session',
    body: AddPaymentMethodRequestSchema,
    response: PaymentMethodChangeResponseSchema,
    status: 201,
  }),
  makeDefaultPaymentMethod: endpoint({
    method: 'PUT',
    path: '/api/v2/payment-methods/:id/default',
    auth: 'session',
    params: PaymentMethodIdParamsSchema,
    body: undefined,
    response: PaymentMethodChangeResponseSchema,
    status: 200,
  }),
  removePaymentMethod: endpoint({
    method: 'DELETE',
    path: '/api/v2/payment-methods/:id',
    auth: 'session',
    params: PaymentMethodIdParamsSchema,
    body: undefined,
    response: PaymentMethodChangeResponseSchema,
    status: 200,
  }),
  /** docs/product.md#customer-pages DNS settings (decision 0052). */
  dnsSettings: endpoint({
    method: 'GET',
    path: '/api/v2/dns-settings/',
    auth: 'session',
    body: undefined,
    response: DnsSettingsSchema,
    status: 200,
  }),
  setDnsAutoAuth: endpoint({
    method: 'PATCH',
    path: '/api/v2/dns-settings/auto-auth',
    auth: 'session',
    body: DnsAutoAuthRequestSchema,
    response: DnsSettingsSchema,
    status: 200,
  }),
  authorizeDnsIp: endpoint({
    method: 'POST',
    path: '/api/v2/dns-settings/authorize-ip',
    auth: 'session',
    body: DnsAuthorizeIpRequestSchema,
    response: DnsSettingsSchema,
    status: 200,
  }),
  setDnsHostname: endpoint({
    method: 'PATCH',
    path: '/api/v2/dns-settings/hostname',
    auth: 'session',
    body: DnsHostnameRequestSchema,
    response: DnsSettingsSchema,
    status: 200,
  }),
  /** The subscription's setup link token in `activation_code`. Decision 0053. */
  activationSetup: endpoint({
    method: 'GET',
    path: '/api/v2/activation-setup/',
    auth: 'session',
    query: ActivationSetupQuerySchema,
    body: undefined,
    response: ActivationSetupSchema,
    status: 200,
  }),
  createActivationCode: endpoint({
    method: 'POST',
    path: '/api/v2/activation-setup/codes',
    auth: 'session',
    body: CreateActivationCodeRequestSchema,
    response: ActivationCodeSchema,
    status: 201,
  }),
  /** Called by a VPN app, not the web: the code is its only credential. */
  activateDevice: endpoint({
    method: 'POST',
    path: '/api/v1/devices/activate',
    auth: 'public',
    body: ActivateDeviceRequestSchema,
    response: ActivatedDeviceSchema,
    status: 201,
  }),
  renameDevice: endpoint({
    method: 'PATCH',
    path: '/api/v2/devices/:id',
    auth: 'session',
    params: DeviceIdParamsSchema,
    body: RenameDeviceRequestSchema,
    response: DeviceSchema,
    status: 200,
  }),
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/api/v2/devices/:id',
    auth: 'session',
    params: DeviceIdParamsSchema,
    body: undefined,
    response: EmptyResponseSchema,
    status: 200,
  }),
  /**
   * Called by a connected VPN app with `Authorization: Bearer <device credential>`, never
   * with a session cookie (decision 0088).
   */
  deviceEntitlements: endpoint({
    method: 'GET',
    path: '/api/v1/entitlements',
    auth: 'device',
    body: undefined,
    response: DeviceEntitlementsSchema,
    status: 200,
  }),
  currentDevice: endpoint({
    method: 'GET',
    path: '/api/v1/devices/me',
    auth: 'device',
    body: undefined,
    response: CurrentDeviceSchema,
    status: 200,
  }),
  rotateDeviceCredential: endpoint({
    method: 'POST',
    path: '/api/v1/devices/me/credential',
    auth: 'device',
    body: undefined,
    response: RotatedCredentialSchema,
    status: 201,
  }),
  /** A short-lived signed token for VPN servers, by device credential (decision 0089). */
  entitlementToken: endpoint({
    method: 'POST',
    path: '/api/v1/entitlements/token',
    auth: 'device',
    body: undefined,
    response: EntitlementTokenSchema,
    status: 201,
  }),
  /** The public keys entitlement tokens are verified with, offline (decision 0089). */
  entitlementSigningKeys: endpoint({
    method: 'GET',
    path: '/.well-known/jwks.json',
    auth: 'public',
    body: undefined,
    response: JsonWebKeySetSchema,
    status: 200,
  }),
  /** `/redeem` for a signed-in customer: a gift card, or a coupon explained. Decision 0054. */
  redeemCode: endpoint({
    method: 'POST',
    path: '/api/v2/redeem/',
    auth: 'session',
    body: RedeemRequestSchema,
    response: RedeemResponseSchema,
    status: 200,
  }),
  /** The signed-in customer's referral link, friends and free months. Decision 0055. */
  referralProgram: endpoint({
    method: 'GET',
    path: '/api/v2/referrals/',
    auth: 'session',
    body: undefined,
    response: ReferralProgramSchema,
    status: 200,
  }),
  demoClock: endpoint({
    method: 'GET',
    path: '/api/dev/clock',
    auth: 'public',
    body: undefined,
    response: DemoClockSchema,
    status: 200,
  }),
  advanceDemoClock: endpoint({
    method: 'POST',
    path: '/api/dev/clock/advance',
    auth: 'public',
    body: AdvanceClockRequestSchema,
    response: DemoClockSchema,
    status: 200,
  }),
  /** Demo-mode operator view: analytics event counts per event and page (decision 0059). */
  eventCounts: endpoint({
    method: 'GET',
    path: '/api/dev/analytics/event-counts',
    auth: 'public',
    query: EventCountsQuerySchema,
    body: undefined,
    response: EventCountsResponseSchema,
    status: 200,
  }),
  paymentOutcomes: endpoint({
    method: 'GET',
    path: '/api/dev/analytics/payment-outcomes',
    auth: 'public',
    // The same range of days as the event counts, with the same defaults.
    query: EventCountsQuerySchema,
    body: undefined,
    response: PaymentOutcomesResponseSchema,
    status: 200,
  }),
  devMailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: 'public',
    body: undefined,
    response: MailboxResponseSchema,
    status: 200,
  }),
  /** The back office asks what a customer may use now (decision 0090). */
  serviceCustomerEntitlements: endpoint({
    method: 'GET',
    path: '/api/service/v1/customers/:customerId/entitlements',
    params: CustomerIdParamsSchema,
    body: undefined,
    response: CustomerEntitlementsSchema,
    status: 200,
    auth: 'service',
    scopes: ['entitlements:read'],
  }),
  /**
   * What a connected device is entitled to now: the same answer the app itself gets from
   * `deviceEntitlements` with its credential (decision 0088).
   */
  serviceDeviceEntitlements: endpoint({
    method: 'GET',
    path: '/api/service/v1/devices/:deviceId/entitlements',
    params: ServiceDeviceIdParamsSchema,
    body: undefined,
    response: DeviceEntitlementsSchema,
    status: 200,
    auth: 'service',
    scopes: ['entitlements:read'],
  }),
  /** Finds a customer's id by their email, for support tools; nothing else about them. */
  serviceCustomerLookup: endpoint({
    method: 'GET',
    path: '/api/service/v1/customers',
    query: CustomerLookupQuerySchema,
    body: undefined,
    response: CustomerLookupResponseSchema,
    status: 200,
    auth: 'service',
    scopes: ['customers:read'],
  }),
  /** The storefront's outbound webhook endpoints (decision 0092); never their secrets. */
  serviceListWebhookEndpoints: endpoint({
    method: 'GET',
    path: '/api/service/v1/webhook-endpoints',
    body: undefined,
    response: WebhookEndpointListSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** Adds an endpoint; the answer carries its signing secret, this once. */
  serviceCreateWebhookEndpoint: endpoint({
    method: 'POST',
    path: '/api/service/v1/webhook-endpoints',
    body: CreateWebhookEndpointRequestSchema,
    response: CreatedWebhookEndpointSchema,
    status: 201,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  serviceGetWebhookEndpoint: endpoint({
    method: 'GET',
    path: '/api/service/v1/webhook-endpoints/:endpointId',
    params: WebhookEndpointIdParamsSchema,
    body: undefined,
    response: WebhookEndpointSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** Changes the URL, description, event types or enabled; enabling resumes deliveries. */
  serviceUpdateWebhookEndpoint: endpoint({
    method: 'PATCH',
    path: '/api/service/v1/webhook-endpoints/:endpointId',
    params: WebhookEndpointIdParamsSchema,
    body: UpdateWebhookEndpointRequestSchema,
    response: WebhookEndpointSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** Deletes the endpoint with its deliveries and their log. */
  serviceDeleteWebhookEndpoint: endpoint({
    method: 'DELETE',
    path: '/api/service/v1/webhook-endpoints/:endpointId',
    params: WebhookEndpointIdParamsSchema,
    body: undefined,
    response: DeletedWebhookEndpointSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** A new signing secret, answered this once; the old one stops signing at once. */
  serviceRotateWebhookSecret: endpoint({
    method: 'POST',
    path: '/api/service/v1/webhook-endpoints/:endpointId/rotate-secret',
    params: WebhookEndpointIdParamsSchema,
    body: undefined,
    response: RotatedWebhookSecretSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** The endpoint's newest deliveries with every attempt, status code and next attempt. */
  serviceWebhookDeliveries: endpoint({
    method: 'GET',
    path: '/api/service/v1/webhook-endpoints/:endpointId/deliveries',
    params: WebhookEndpointIdParamsSchema,
    query: WebhookDeliveriesQuerySchema,
    body: undefined,
    response: WebhookDeliveryLogSchema,
    status: 200,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /** Sends one delivery again now, with the same `webhook-id`; its retries start over. */
  serviceReplayWebhookDelivery: endpoint({
    method: 'POST',
    path: '/api/service/v1/webhook-deliveries/:deliveryId/replay',
    params: WebhookDeliveryIdParamsSchema,
    body: undefined,
    response: ReplayedWebhookDeliverySchema,
    status: 202,
    auth: 'service',
    scopes: ['webhooks:manage'],
  }),
  /**
   * What customers asked for that the back office must provide (decision 0094), oldest first:
   * open ones with `?state=requested`. Requests no longer wanted are cancelled before listing.
   */
  serviceListFulfilmentRequests: endpoint({
    method: 'GET',
    path: '/api/service/v1/fulfilment-requests',
    query: FulfilmentRequestListQuerySchema,
    body: undefined,
    response: FulfilmentRequestListResponseSchema,
    status: 200,
    auth: 'service',
    scopes: ['fulfilment:write'],
  }),
  serviceGetFulfilmentRequest: endpoint({
    method: 'GET',
    path: '/api/service/v1/fulfilment-requests/:requestId',
    params: FulfilmentRequestIdParamsSchema,
    body: undefined,
    response: FulfilmentRequestSchema,
    status: 200,
    auth: 'service',
    scopes: ['fulfilment:write'],
  }),
  /**
   * Completes a request with what the customer gets (an address, an eSIM profile, a coupon
   * code). Sending the same result again answers the same request; a different one is 409.
   */
  serviceFulfilRequest: endpoint({
    method: 'POST',
    path: '/api/service/v1/fulfilment-requests/:requestId/fulfil',
    params: FulfilmentRequestIdParamsSchema,
    body: FulfilmentResultSchema,
    response: FulfilmentRequestSchema,
    status: 200,
    auth: 'service',
    scopes: ['fulfilment:write'],
  }),
} as const;
