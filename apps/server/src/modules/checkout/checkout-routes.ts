import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { judgeCouponGuess } from '../catalog/coupon-guessing';
import { currentSession, requireUserId, setSessionCookie } from '../identity/authentication';
import { findAccountIdByEmail } from '../identity/identity-service';
import { ACCOUNT_LOOK_UP_LIMIT } from './account-look-up';
import { completeCheckout } from './checkout-service';
import { createPaymentIntent } from './payment-intent-service';
import {
  buyerStandingOf,
  quotePurchase,
  toEstimateResponse,
  withReferralBonus,
} from './purchase-quote';
import { referralFromAttribution } from './referral-attribution';

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
      return toEstimateResponse(
        app.db,
        request.tenantId,
        withReferralBonus(quote, referral),
        visitorLocaleOf(request),
      );
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
        ACCOUNT_LOOK_UP_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      const existing = await findAccountIdByEmail(ctx, request.tenantId, request.body.email);
      return { status: existing ? ('existing' as const) : ('new' as const) };
    },
  });

  // The web's cookie flag picks one of two paths for the same operation; both are served.
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
        const session = await currentSession(request);
        const payer = { tenantId: request.tenantId, userId: session?.user_id ?? null };
        return reply.code(201).send(await createPaymentIntent(ctx, payer, request.body));
      },
    });
  }

  app.route({
    method: checkout.method,
    url: checkout.path,
    schema: { body: checkout.body, response: { 200: checkout.response, 201: checkout.response } },
    handler: async (request, reply) => {
      const session = await currentSession(request);
      const outcome = await completeCheckout(
        ctx,
        app.serverInstance,
        {
          tenantId: request.tenantId,
          userId: session?.user_id,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
          appOrigin: app.config.publicUrl,
          locale: visitorLocaleOf(request),
        },
        request.body,
      );
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
          ip: request.ip,
          appOrigin: app.config.publicUrl,
          locale: visitorLocaleOf(request),
        },
        request.body,
      );
      return reply.code(201).send(outcome.body);
    },
  });
};
