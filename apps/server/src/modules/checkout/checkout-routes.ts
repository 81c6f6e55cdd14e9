import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { AppError } from '../../platform/errors';
import {
  claimRateLimitSlot,
  enforceRateLimit,
  releaseRateLimitSlots,
} from '../../platform/rate-limiter';
import { judgeCouponGuess } from '../catalog/coupon-guessing';
import { currentSession, requireUserId, setSessionCookie } from '../identity/authentication';
import { findAccountIdByEmail } from '../identity/identity-service';
import { completeCheckout } from './checkout-service';
import { createPaymentIntent } from './payment-intent-service';
import {
  buyerStandingOf,
  quotePurchase,
  toEstimateResponse,
  withReferralBonus,
} from './purchase-quote';
import { referralFromAttribution } from './referral-attribution';

// Email look-ups tell whether an account exists, so they are limited like sign-in. A
// signed-out checkout that answers 409 account_exists is one too: it counts in the same
// bucket (a new customer's checkout does not), and none is answered once it is full.
const CUSTOMER_STATUS_LIMIT = {
  name: 'checkout-customer-status:client',
  limit: 30,
  windowSeconds: 900,
};
const CHECKOUT_LIMIT = { name: 'checkout:client', limit: 60, windowSeconds: 900 };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    estimate,
    customerStatus,
    createPaymentIntent: intentEndpoint,
    checkout,
    checkoutForCustomer,
  } = endpoints;

  app.route({
    method: estimate.method,
    url: estimate.path,
    schema: { body: estimate.body, response: { 200: estimate.response } },
    handler: async (request) => {
      const session = await currentSession(request);
      const body = request.body;
      const guesser = { tenantId: request.tenantId, ip: request.ip };
      const buyer = await buyerStandingOf(ctx, request.tenantId, session?.user_id);
      const quote = await judgeCouponGuess(
        app.db,
        guesser,
        body.couponCode,
        app.clock.now(),
        async () => {
          const priced = await quotePurchase(
            app.db,
            {
              tenantId: request.tenantId,
              offerId: body.offerId,
              priceIds: body.priceIds,
              couponCode: body.couponCode,
              country: body.customer.residenceCountry,
              region: body.customer.residenceState,
              buyer,
            },
            app.clock.now(),
          );
          return { answer: priced, applied: !priced.coupon || priced.coupon.applied };
        },
      );
      const referral = await referralFromAttribution(
        ctx,
        request.tenantId,
        body.xv,
        session !== undefined,
      );
      return toEstimateResponse(withReferralBonus(quote, referral));
    },
  });

  app.route({
    method: customerStatus.method,
    url: customerStatus.path,
    schema: { body: customerStatus.body, response: { 200: customerStatus.response } },
    handler: async (request) => {
      if (await currentSession(request)) return { status: 'signed_in' as const };
      await enforceRateLimit(
        app.db,
        CUSTOMER_STATUS_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      const existing = await findAccountIdByEmail(ctx, request.tenantId, request.body.email);
      return { status: existing ? ('existing' as const) : ('new' as const) };
    },
  });

  // The spec's cookie flag picks one of two paths for the same operation; both are served.
  for (const url of [intentEndpoint.path, '/order/api/payment-intent']) {
    app.route({
      method: intentEndpoint.method,
      url,
      schema: { body: intentEndpoint.body, response: { 201: intentEndpoint.response } },
      handler: async (request, reply) => {
        await enforceRateLimit(
          app.db,
          CHECKOUT_LIMIT,
          `${request.tenantId}:${request.ip}`,
          app.clock.now(),
        );
        return reply.code(201).send(await createPaymentIntent(ctx, request.tenantId, request.body));
      },
    });
  }

  app.route({
    method: checkout.method,
    url: checkout.path,
    schema: { body: checkout.body, response: { 200: checkout.response, 201: checkout.response } },
    handler: async (request, reply) => {
      const session = await currentSession(request);
      const client = `${request.tenantId}:${request.ip}`;
      // A signed-out checkout looks the email up: it takes a look-up slot before it runs, so a
      // burst cannot overshoot the limit, and hands it back unless it found an account
      // (decision 0070): a shop's busy address buying for new customers is never held up.
      const lookUp = session
        ? null
        : await claimRateLimitSlot(app.db, CUSTOMER_STATUS_LIMIT, client, app.clock.now());
      let foundAccount = false;
      const outcome = await completeCheckout(
        ctx,
        app.serverInstance,
        {
          tenantId: request.tenantId,
          userId: session?.user_id,
          userAgent: request.headers['user-agent'],
          appOrigin: app.config.publicUrl,
          locale: visitorLocaleOf(request),
        },
        request.body,
      )
        .catch((error: unknown) => {
          foundAccount = error instanceof AppError && error.code === 'account_exists';
          throw error;
        })
        .finally(async () => {
          if (lookUp && !foundAccount) await releaseRateLimitSlots(app.db, [lookUp]);
        });
      if (outcome.newSession)
        setSessionCookie(reply, outcome.newSession.token, outcome.newSession.expiresAt);
      return reply.code(outcome.httpStatus).send(outcome.body);
    },
  });

  app.route({
    method: checkoutForCustomer.method,
    url: checkoutForCustomer.path,
    schema: { body: checkoutForCustomer.body, response: { 201: checkoutForCustomer.response } },
    handler: async (request, reply) => {
      // A signed-in customer buying more: the purchase is theirs whatever email the form holds.
      const userId = await requireUserId(request);
      const outcome = await completeCheckout(
        ctx,
        app.serverInstance,
        {
          tenantId: request.tenantId,
          userId,
          userAgent: request.headers['user-agent'],
          appOrigin: app.config.publicUrl,
          locale: visitorLocaleOf(request),
        },
        request.body,
      );
      return reply.code(201).send(outcome.body);
    },
  });
};
