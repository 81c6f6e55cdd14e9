import type { ServiceScope } from './service-api';
import type { z } from 'zod';
import { health } from './endpoints/health';
import { ready } from './endpoints/ready';
import { contentPage } from './endpoints/content-page';
import { sendContactMessage } from './endpoints/send-contact-message';
import { siteConfig } from './endpoints/site-config';
import { signup } from './endpoints/signup';
import { login } from './endpoints/login';
import { logout } from './endpoints/logout';
import { requestMagicLink } from './endpoints/request-magic-link';
import { consumeMagicLink } from './endpoints/consume-magic-link';
import { requestPasswordReset } from './endpoints/request-password-reset';
import { resetPassword } from './endpoints/reset-password';
import { currentUser } from './endpoints/current-user';
import { updateLocale } from './endpoints/update-locale';
import { updateEmail } from './endpoints/update-email';
import { confirmEmail } from './endpoints/confirm-email';
import { updatePassword } from './endpoints/update-password';
import { accountDeletion } from './endpoints/account-deletion';
import { requestAccountDeletion } from './endpoints/request-account-deletion';
import { cancelAccountDeletion } from './endpoints/cancel-account-deletion';
import { completeAccountDeletion } from './endpoints/complete-account-deletion';
import { listSubscriptions } from './endpoints/list-subscriptions';
import { getSubscription } from './endpoints/get-subscription';
import { subscriptionOffer } from './endpoints/subscription-offer';
import { getOffer } from './endpoints/get-offer';
import { estimate } from './endpoints/estimate';
import { customerStatus } from './endpoints/customer-status';
import { createPaymentIntent } from './endpoints/create-payment-intent';
import { checkout } from './endpoints/checkout';
import { checkoutForCustomer } from './endpoints/checkout-for-customer';
import { checkGiftCard } from './endpoints/check-gift-card';
import { redeemGiftCard } from './endpoints/redeem-gift-card';
import { emitEvent } from './endpoints/emit-event';
import { writePaymentResult } from './endpoints/write-payment-result';
import { recordAttemptedSignup } from './endpoints/record-attempted-signup';
import { listInvoices } from './endpoints/list-invoices';
import { referralBonus } from './endpoints/referral-bonus';
import { autobillOn } from './endpoints/autobill-on';
import { autobillOff } from './endpoints/autobill-off';
import { renewalOffReason } from './endpoints/renewal-off-reason';
import { pauseSubscription } from './endpoints/pause-subscription';
import { resumeSubscription } from './endpoints/resume-subscription';
import { retentionOffer } from './endpoints/retention-offer';
import { acceptRetentionOffer } from './endpoints/accept-retention-offer';
import { retryPaymentCollection } from './endpoints/retry-payment-collection';
import { paymentCollection } from './endpoints/payment-collection';
import { confirmAuthenticatedPayment } from './endpoints/confirm-authenticated-payment';
import { refundEstimate } from './endpoints/refund-estimate';
import { requestRefund } from './endpoints/request-refund';
import { withdrawRefund } from './endpoints/withdraw-refund';
import { planChangeEstimate } from './endpoints/plan-change-estimate';
import { planChangeBulkEstimate } from './endpoints/plan-change-bulk-estimate';
import { planChangeCheckout } from './endpoints/plan-change-checkout';
import { planChangeAttempt } from './endpoints/plan-change-attempt';
import { planChangePayment } from './endpoints/plan-change-payment';
import { planChangeConfirm } from './endpoints/plan-change-confirm';
import { updateLicense } from './endpoints/update-license';
import { licensesAutobillOn } from './endpoints/licenses-autobill-on';
import { licensesAutobillOff } from './endpoints/licenses-autobill-off';
import { navigationPolicy } from './endpoints/navigation-policy';
import { seatQuote } from './endpoints/seat-quote';
import { buySeats } from './endpoints/buy-seats';
import { removeSeat } from './endpoints/remove-seat';
import { inviteSeatHolder } from './endpoints/invite-seat-holder';
import { listDedicatedIps } from './endpoints/list-dedicated-ips';
import { setDedicatedIpLocation } from './endpoints/set-dedicated-ip-location';
import { listEsims } from './endpoints/list-esims';
import { idDefender } from './endpoints/id-defender';
import { enrolIdDefender } from './endpoints/enrol-id-defender';
import { changelog } from './endpoints/changelog';
import { expertProgram } from './endpoints/expert-program';
import { applyToExpertProgram } from './endpoints/apply-to-expert-program';
import { listPaymentMethods } from './endpoints/list-payment-methods';
import { addPaymentMethod } from './endpoints/add-payment-method';
import { makeDefaultPaymentMethod } from './endpoints/make-default-payment-method';
import { removePaymentMethod } from './endpoints/remove-payment-method';
import { dnsSettings } from './endpoints/dns-settings';
import { setDnsAutoAuth } from './endpoints/set-dns-auto-auth';
import { authorizeDnsIp } from './endpoints/authorize-dns-ip';
import { setDnsHostname } from './endpoints/set-dns-hostname';
import { activationSetup } from './endpoints/activation-setup';
import { createActivationCode } from './endpoints/create-activation-code';
import { activateDevice } from './endpoints/activate-device';
import { renameDevice } from './endpoints/rename-device';
import { removeDevice } from './endpoints/remove-device';
import { deviceEntitlements } from './endpoints/device-entitlements';
import { currentDevice } from './endpoints/current-device';
import { rotateDeviceCredential } from './endpoints/rotate-device-credential';
import { entitlementToken } from './endpoints/entitlement-token';
import { entitlementSigningKeys } from './endpoints/entitlement-signing-keys';
import { redeemCode } from './endpoints/redeem-code';
import { referralProgram } from './endpoints/referral-program';
import { demoClock } from './endpoints/demo-clock';
import { advanceDemoClock } from './endpoints/advance-demo-clock';
import { eventCounts } from './endpoints/event-counts';
import { paymentOutcomes } from './endpoints/payment-outcomes';
import { devMailbox } from './endpoints/dev-mailbox';
import { serviceCustomerEntitlements } from './endpoints/service-customer-entitlements';
import { serviceDeviceEntitlements } from './endpoints/service-device-entitlements';
import { serviceCustomerLookup } from './endpoints/service-customer-lookup';
import { serviceListWebhookEndpoints } from './endpoints/service-list-webhook-endpoints';
import { serviceCreateWebhookEndpoint } from './endpoints/service-create-webhook-endpoint';
import { serviceGetWebhookEndpoint } from './endpoints/service-get-webhook-endpoint';
import { serviceUpdateWebhookEndpoint } from './endpoints/service-update-webhook-endpoint';
import { serviceDeleteWebhookEndpoint } from './endpoints/service-delete-webhook-endpoint';
import { serviceRotateWebhookSecret } from './endpoints/service-rotate-webhook-secret';
import { serviceWebhookDeliveries } from './endpoints/service-webhook-deliveries';
import { serviceReplayWebhookDelivery } from './endpoints/service-replay-webhook-delivery';
import { serviceListFulfilmentRequests } from './endpoints/service-list-fulfilment-requests';
import { serviceGetFulfilmentRequest } from './endpoints/service-get-fulfilment-request';
import { serviceFulfilRequest } from './endpoints/service-fulfil-request';
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

/**
 * Every endpoint of the customer, device and service APIs, in the API reference's order, for
 * what uses them all: the server's routes, the OpenAPI document, the registry tests. The web
 * imports each endpoint it calls from its own module (`endpoints/<name>.ts`), so a page
 * bundles only those and their schemas (decision 0137).
 */
export const endpoints = {
  health,
  ready,
  contentPage,
  sendContactMessage,
  siteConfig,
  signup,
  login,
  logout,
  requestMagicLink,
  consumeMagicLink,
  requestPasswordReset,
  resetPassword,
  currentUser,
  updateLocale,
  updateEmail,
  confirmEmail,
  updatePassword,
  accountDeletion,
  requestAccountDeletion,
  cancelAccountDeletion,
  completeAccountDeletion,
  listSubscriptions,
  getSubscription,
  subscriptionOffer,
  getOffer,
  estimate,
  customerStatus,
  createPaymentIntent,
  checkout,
  checkoutForCustomer,
  checkGiftCard,
  redeemGiftCard,
  emitEvent,
  writePaymentResult,
  recordAttemptedSignup,
  listInvoices,
  referralBonus,
  autobillOn,
  autobillOff,
  renewalOffReason,
  pauseSubscription,
  resumeSubscription,
  retentionOffer,
  acceptRetentionOffer,
  retryPaymentCollection,
  paymentCollection,
  confirmAuthenticatedPayment,
  refundEstimate,
  requestRefund,
  withdrawRefund,
  planChangeEstimate,
  planChangeBulkEstimate,
  planChangeCheckout,
  planChangeAttempt,
  planChangePayment,
  planChangeConfirm,
  updateLicense,
  licensesAutobillOn,
  licensesAutobillOff,
  navigationPolicy,
  seatQuote,
  buySeats,
  removeSeat,
  inviteSeatHolder,
  listDedicatedIps,
  setDedicatedIpLocation,
  listEsims,
  idDefender,
  enrolIdDefender,
  changelog,
  expertProgram,
  applyToExpertProgram,
  listPaymentMethods,
  addPaymentMethod,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  dnsSettings,
  setDnsAutoAuth,
  authorizeDnsIp,
  setDnsHostname,
  activationSetup,
  createActivationCode,
  activateDevice,
  renameDevice,
  removeDevice,
  deviceEntitlements,
  currentDevice,
  rotateDeviceCredential,
  entitlementToken,
  entitlementSigningKeys,
  redeemCode,
  referralProgram,
  demoClock,
  advanceDemoClock,
  eventCounts,
  paymentOutcomes,
  devMailbox,
  serviceCustomerEntitlements,
  serviceDeviceEntitlements,
  serviceCustomerLookup,
  serviceListWebhookEndpoints,
  serviceCreateWebhookEndpoint,
  serviceGetWebhookEndpoint,
  serviceUpdateWebhookEndpoint,
  serviceDeleteWebhookEndpoint,
  serviceRotateWebhookSecret,
  serviceWebhookDeliveries,
  serviceReplayWebhookDelivery,
  serviceListFulfilmentRequests,
  serviceGetFulfilmentRequest,
  serviceFulfilRequest,
} as const;
