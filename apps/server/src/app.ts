import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './app-context';
import type { Database } from './db/database';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { eventRoutes } from './modules/events/event-routes';
import { giftCardRoutes } from './modules/growth/gift-card-routes';
import { referralRoutes } from './modules/growth/referral-routes';
import { redeemRoutes } from './modules/growth/redeem-routes';
import { invoiceRoutes } from './modules/invoices/invoice-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { paymentMethodRoutes } from './modules/payment-methods/payment-method-routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs-routes';
import { accountNavigationRoutes } from './modules/account-navigation/navigation-routes';
import { changelogRoutes } from './modules/changelog/changelog-routes';
import { contentRoutes } from './modules/content/content-routes';
import { supportMessageRoutes } from './modules/support-messages/support-message-routes';
import { dedicatedIpRoutes } from './modules/dedicated-ip/dedicated-ip-routes';
import { dnsSettingsRoutes } from './modules/dns-settings/dns-settings-routes';
import { deviceEntitlementRoutes } from './modules/devices/device-entitlement-routes';
import { deviceRoutes } from './modules/devices/device-routes';
import { esimRoutes } from './modules/esim/esim-routes';
import { expertProgramRoutes } from './modules/expert-program/expert-program-routes';
import { idDefenderRoutes } from './modules/id-defender/id-defender-routes';
import { seatPurchaseRoutes } from './modules/seat-purchases/seat-purchase-routes';
import { planChangeRoutes } from './modules/plan-changes/plan-change-routes';
import { stripeWebhookRoutes } from './modules/provider-webhooks/stripe-webhook-routes';
import { demoClockRoutes } from './modules/demo-clock/demo-clock-routes';
import { healthRoutes } from './modules/health/health-routes';
import { metricsPlugin } from './modules/metrics/metrics-plugin';
import { createReadiness } from './modules/health/readiness';
import { identityRoutes } from './modules/identity/identity-routes';
import { devMailboxRoutes } from './modules/notifications/mailbox-routes';
import { configuredGateway } from './modules/payments/configured-gateway';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import type { SandboxFaults } from './modules/sandbox-gateway/faults';
import { sandboxGatewayPlugin } from './modules/sandbox-gateway/sandbox-gateway-plugin';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment-routes';
import { serviceApiRoutes } from './modules/service-api/service-api-routes';
import { webhookEndpointRoutes } from './modules/outbound-webhooks/webhook-endpoint-routes';
import { siteConfigRoutes } from './modules/site-config/site-config-routes';
import { staffRoutes } from './modules/staff/staff-routes';
import { staffSubscriptionActionsRoutes } from './modules/staff/staff-subscription-actions-routes';
import { staffReportsRoutes } from './modules/staff/staff-reports-routes';
import { staffStorefrontsRoutes } from './modules/staff/staff-storefronts-routes';
import { staffQueuesRoutes } from './modules/staff/staff-queues-routes';
import { staffCouponsRoutes } from './modules/staff/staff-coupons-routes';
import { staffInvoiceRoutes } from './modules/staff/staff-invoice-routes';
import { staffAccountActionsRoutes } from './modules/staff/staff-account-actions-routes';
import { subscriptionRoutes } from './modules/subscriptions/subscription-routes';
import { tenantPlugin } from './modules/tenancy/tenant-plugin';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { frameworkErrorHandler, installErrorHandler } from './platform/error-handler';
import { redactUrlSecrets } from './platform/log-redaction';
import { contractSerializerCompiler } from './platform/response-serializer';
import { RequestLogController } from './platform/request-log';
import { csrfPlugin } from './plugins/csrf';
import { emptyJsonBodyPlugin } from './plugins/empty-json-body';
import { nulTextGuardPlugin } from './plugins/nul-text-guard';
import { startServerInstance } from './platform/server-instance';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  clock: Clock;
  /** Makes the built-in sandbox gateway misbehave now and then (resilience tests only). */
  gatewayFaults?: SandboxFaults;
  /** Defaults to the configured provider's gateway (the sandbox with `gatewayFaults` if given). */
  paymentGateway?: PaymentGateway;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the app without listening: tests inject requests, server.ts listens. */
export async function buildApp({
  config,
  db,
  clock,
  gatewayFaults,
  paymentGateway = configuredGateway(config, db, clock, gatewayFaults),
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        // URLs carry single-use secrets (gateway client secrets, sign-in tokens): never log them.
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrlSecrets(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors: frameworkErrorHandler(config.env === 'production'),
    requestIdHeader: false,
    // Honour a well-formed id from a proxy so one request can be followed across hops.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  installErrorHandler(app);
  // Keep-alive sockets of requests still running when close() starts would otherwise stay
  // open after their answer and hold shutdown until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('paymentGateway', paymentGateway);
  const serverInstance = await startServerInstance(db);
  app.decorate('serverInstance', serverInstance);
  app.decorate('readiness', createReadiness());
  app.addHook('onClose', () => serverInstance.close());

  // Infrastructure first, then the modules' routes, then the web app's catch-all.
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(tenantPlugin);
  await app.register(csrfPlugin);
  await app.register(nulTextGuardPlugin);
  await app.register(emptyJsonBodyPlugin);

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(contentRoutes);
  await app.register(supportMessageRoutes);
  await app.register(identityRoutes);
  await app.register(subscriptionRoutes);
  await app.register(catalogRoutes);
  await app.register(checkoutRoutes);
  await app.register(giftCardRoutes);
  await app.register(referralRoutes);
  await app.register(redeemRoutes);
  await app.register(eventRoutes);
  await app.register(invoiceRoutes);
  await app.register(billingRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(accountNavigationRoutes);
  await app.register(seatPurchaseRoutes);
  await app.register(dedicatedIpRoutes);
  await app.register(dnsSettingsRoutes);
  await app.register(deviceRoutes);
  await app.register(deviceEntitlementRoutes);
  await app.register(esimRoutes);
  await app.register(idDefenderRoutes);
  await app.register(changelogRoutes);
  await app.register(expertProgramRoutes);
  await app.register(planChangeRoutes);
  await app.register(serviceApiRoutes);
  await app.register(webhookEndpointRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(staffRoutes);
  await app.register(staffSubscriptionActionsRoutes);
  await app.register(staffReportsRoutes);
  await app.register(staffStorefrontsRoutes);
  await app.register(staffQueuesRoutes);
  await app.register(staffCouponsRoutes);
  await app.register(staffInvoiceRoutes);
  await app.register(staffAccountActionsRoutes);
  await app.register(apiDocsRoutes);
  if (config.demoMode) {
    await app.register(devMailboxRoutes);
    await app.register(demoClockRoutes);
  }

  // The simulated provider's pages and API exist only while it is the provider: never in
  // production unless the operator turned on the staging switch (decision 0068).
  if (config.paymentProvider === 'sandbox') {
    await app.register(sandboxGatewayPlugin, { faults: gatewayFaults });
  }
  // Stripe's webhooks exist only while Stripe takes the money (decision 0084).
  if (config.paymentProvider === 'stripe' && config.stripe) {
    await app.register(stripeWebhookRoutes, { webhookSecret: config.stripe.webhookSecret });
  }
  await app.register(webAppPlugin);
  return app;
}
