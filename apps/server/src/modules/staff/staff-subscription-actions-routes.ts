import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { staffOf, staffRoute } from './staff-authentication';
import {
  cancelSubscriptionAsStaff,
  complimentaryPlans,
  extendSubscriptionAsStaff,
  grantComplimentaryAsStaff,
  turnAutobillOffAsStaff,
} from './staff-subscription-actions';

/** The console's subscription actions (decision 0121; README). */
export const staffSubscriptionActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    staffExtendSubscription,
    staffCancelSubscription,
    staffSubscriptionAutobill,
    staffComplimentaryPlans,
    staffGrantComplimentary,
  } = staffEndpoints;

  app.route({
    ...staffRoute(staffExtendSubscription),
    method: staffExtendSubscription.method,
    url: staffExtendSubscription.path,
    schema: {
      params: staffExtendSubscription.params,
      body: staffExtendSubscription.body,
      response: { 200: staffExtendSubscription.response },
    },
    handler: async (request) =>
      extendSubscriptionAsStaff(
        ctx,
        staffOf(request),
        request.params.subscriptionId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffCancelSubscription),
    method: staffCancelSubscription.method,
    url: staffCancelSubscription.path,
    schema: {
      params: staffCancelSubscription.params,
      body: staffCancelSubscription.body,
      response: { 200: staffCancelSubscription.response },
    },
    handler: async (request) =>
      cancelSubscriptionAsStaff(
        ctx,
        staffOf(request),
        request.params.subscriptionId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffSubscriptionAutobill),
    method: staffSubscriptionAutobill.method,
    url: staffSubscriptionAutobill.path,
    schema: {
      params: staffSubscriptionAutobill.params,
      body: staffSubscriptionAutobill.body,
      response: { 200: staffSubscriptionAutobill.response },
    },
    handler: async (request) =>
      turnAutobillOffAsStaff(
        ctx,
        staffOf(request),
        request.params.subscriptionId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffComplimentaryPlans),
    method: staffComplimentaryPlans.method,
    url: staffComplimentaryPlans.path,
    schema: {
      params: staffComplimentaryPlans.params,
      response: { 200: staffComplimentaryPlans.response },
    },
    handler: async (request) => ({
      plans: await complimentaryPlans(app.db, request.params.customerId),
    }),
  });

  app.route({
    ...staffRoute(staffGrantComplimentary),
    method: staffGrantComplimentary.method,
    url: staffGrantComplimentary.path,
    schema: {
      params: staffGrantComplimentary.params,
      body: staffGrantComplimentary.body,
      response: { 200: staffGrantComplimentary.response },
    },
    handler: async (request) =>
      grantComplimentaryAsStaff(
        ctx,
        staffOf(request),
        request.params.customerId,
        request.body,
        request.id,
      ),
  });
};
