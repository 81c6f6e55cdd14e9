import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeFromCookie } from '@burrow/domain/locales';
import { contextOf, visitorLocaleOf } from '../../app-context';
import { judgeCouponGuess } from '../catalog/coupon-guessing';
import { requireUserId } from '../identity/authentication';
import {
  confirmChange,
  estimateChange,
  estimateChanges,
  getChangeAttempt,
  payChange,
} from './plan-change-service';
import { getSubscriptionOffer } from './subscription-offer';

/** The v2 checkout: estimate, confirm and pay changes to a live subscription. */
export const planChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);

  app.route({
    method: endpoints.subscriptionOffer.method,
    url: endpoints.subscriptionOffer.path,
    schema: {
      params: endpoints.subscriptionOffer.params,
      querystring: endpoints.subscriptionOffer.query,
      response: { 200: endpoints.subscriptionOffer.response },
    },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      // The customer's own answer: what their residence may buy.
      reply.header('cache-control', 'private, no-store');
      const { locale } = request.query;
      return getSubscriptionOffer(
        ctx,
        { tenantId: request.tenantId, userId },
        request.params.id,
        locale === undefined ? visitorLocaleOf(request) : localeFromCookie(locale),
      );
    },
  });

  app.route({
    method: endpoints.planChangeEstimate.method,
    url: endpoints.planChangeEstimate.path,
    schema: {
      body: endpoints.planChangeEstimate.body,
      response: { 200: endpoints.planChangeEstimate.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      const guesser = { tenantId: request.tenantId, ip: request.ip };
      return judgeCouponGuess(
        app.db,
        guesser,
        request.body.couponCode,
        app.clock.now(),
        async () => {
          const estimate = await estimateChange(
            ctx,
            { tenantId: request.tenantId, userId },
            request.body,
          );
          return { answer: estimate, applied: !estimate.coupon || estimate.coupon.applied };
        },
      );
    },
  });

  app.route({
    method: endpoints.planChangeBulkEstimate.method,
    url: endpoints.planChangeBulkEstimate.path,
    schema: {
      body: endpoints.planChangeBulkEstimate.body,
      response: { 200: endpoints.planChangeBulkEstimate.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      const guesser = { tenantId: request.tenantId, ip: request.ip };
      return judgeCouponGuess(
        app.db,
        guesser,
        request.body.couponCode,
        app.clock.now(),
        async () => {
          const answer = await estimateChanges(
            ctx,
            { tenantId: request.tenantId, userId },
            request.body,
          );
          // One code tried on many changes is one guess: wrong when it applies to none of them.
          return {
            answer,
            applied: answer.estimates.some((e) => e.estimate?.coupon?.applied),
          };
        },
      );
    },
  });

  app.route({
    method: endpoints.planChangeCheckout.method,
    url: endpoints.planChangeCheckout.path,
    schema: {
      body: endpoints.planChangeCheckout.body,
      response: { 200: endpoints.planChangeCheckout.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return confirmChange(ctx, { tenantId: request.tenantId, userId }, request.body);
    },
  });

  app.route({
    method: endpoints.planChangeAttempt.method,
    url: endpoints.planChangeAttempt.path,
    schema: {
      querystring: endpoints.planChangeAttempt.query,
      response: { 200: endpoints.planChangeAttempt.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return getChangeAttempt(ctx, { tenantId: request.tenantId, userId }, request.query.attempt);
    },
  });

  app.route({
    method: endpoints.planChangePayment.method,
    url: endpoints.planChangePayment.path,
    schema: {
      body: endpoints.planChangePayment.body,
      response: { 200: endpoints.planChangePayment.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return payChange(
        ctx,
        { tenantId: request.tenantId, userId },
        request.body.attemptId,
        request.body.paymentIntentId,
      );
    },
  });

  app.route({
    method: endpoints.planChangeConfirm.method,
    url: endpoints.planChangeConfirm.path,
    schema: {
      querystring: endpoints.planChangeConfirm.query,
      response: { 200: endpoints.planChangeConfirm.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return payChange(ctx, { tenantId: request.tenantId, userId }, request.query.attempt, null);
    },
  });
};
