import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import {
  confirmAuthenticatedPayment,
  retryPaymentCollection,
  turnAutobillOff,
  turnAutobillOn,
} from './autobill-service';
import { paymentCollection } from './payment-collection';
import { estimateRefund, requestRefund, withdrawRefund } from './refund-service';
import { acceptRetentionOffer, getRetentionOffer } from './retention-offer-service';
import {
  pauseSubscription,
  recordRenewalOffReason,
  resumeSubscription,
} from './subscription-pause-service';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const actions = [
    [endpoints.autobillOn, turnAutobillOn],
    [endpoints.autobillOff, turnAutobillOff],
    [endpoints.retryPaymentCollection, retryPaymentCollection],
    [endpoints.resumeSubscription, resumeSubscription],
  ] as const;
  for (const [endpoint, action] of actions) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { params: endpoint.params, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = await requireUserId(request);
        return action(ctx, request.tenantId, userId, request.params.id);
      },
    });
  }

  app.route({
    method: endpoints.renewalOffReason.method,
    url: endpoints.renewalOffReason.path,
    schema: {
      params: endpoints.renewalOffReason.params,
      body: endpoints.renewalOffReason.body,
      response: { 200: endpoints.renewalOffReason.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return recordRenewalOffReason(ctx, request.tenantId, userId, request.params.id, request.body);
    },
  });

  app.route({
    method: endpoints.pauseSubscription.method,
    url: endpoints.pauseSubscription.path,
    schema: {
      params: endpoints.pauseSubscription.params,
      body: endpoints.pauseSubscription.body,
      response: { 200: endpoints.pauseSubscription.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return pauseSubscription(ctx, request.tenantId, userId, request.params.id, request.body);
    },
  });

  for (const [endpoint, action] of [
    [endpoints.retentionOffer, getRetentionOffer],
    [endpoints.acceptRetentionOffer, acceptRetentionOffer],
  ] as const) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { params: endpoint.params, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = await requireUserId(request);
        return action(ctx, request.tenantId, userId, request.params.id);
      },
    });
  }

  app.route({
    method: endpoints.paymentCollection.method,
    url: endpoints.paymentCollection.path,
    schema: {
      params: endpoints.paymentCollection.params,
      response: { 200: endpoints.paymentCollection.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return paymentCollection(ctx, request.tenantId, userId, request.params.id);
    },
  });

  app.route({
    method: endpoints.confirmAuthenticatedPayment.method,
    url: endpoints.confirmAuthenticatedPayment.path,
    schema: {
      params: endpoints.confirmAuthenticatedPayment.params,
      body: endpoints.confirmAuthenticatedPayment.body,
      response: { 200: endpoints.confirmAuthenticatedPayment.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return confirmAuthenticatedPayment(
        ctx,
        request.tenantId,
        userId,
        request.params.id,
        request.body.payment_id,
      );
    },
  });

  app.route({
    method: endpoints.refundEstimate.method,
    url: endpoints.refundEstimate.path,
    schema: {
      body: endpoints.refundEstimate.body,
      response: { 200: endpoints.refundEstimate.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return estimateRefund(ctx, request.tenantId, userId, request.body.subscription_id);
    },
  });

  app.route({
    method: endpoints.requestRefund.method,
    url: endpoints.requestRefund.path,
    schema: {
      params: endpoints.requestRefund.params,
      response: { 202: endpoints.requestRefund.response },
    },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      return reply
        .code(202)
        .send(await requestRefund(ctx, request.tenantId, userId, request.params.id));
    },
  });

  app.route({
    method: endpoints.withdrawRefund.method,
    url: endpoints.withdrawRefund.path,
    schema: {
      params: endpoints.withdrawRefund.params,
      response: { 200: endpoints.withdrawRefund.response },
    },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return withdrawRefund(ctx, request.tenantId, userId, request.params.id);
    },
  });

  // A business's seats share their subscription's renewal: the licence calls toggle it.
  for (const [endpoint, action] of [
    [endpoints.licensesAutobillOn, turnAutobillOn],
    [endpoints.licensesAutobillOff, turnAutobillOff],
  ] as const) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { body: endpoint.body, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = await requireUserId(request);
        return action(ctx, request.tenantId, userId, request.body.subscription_id);
      },
    });
  }
};
