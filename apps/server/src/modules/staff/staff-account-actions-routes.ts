import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import {
  cancelDeletionAsStaff,
  endCustomerSessionsAsStaff,
  resendEmailAsStaff,
  retryPaymentAsStaff,
  startDeletionAsStaff,
} from './staff-account-actions';
import { staffOf, staffRoute } from './staff-authentication';
import {
  acceptStaffInvitation,
  disableStaffAsAdmin,
  inviteStaff,
  listStaffAccountsForConsole,
} from './staff-invitations';

/** The console's account actions and staff management (decision 0122; README). */
export const staffAccountActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    staffRetryPayment,
    staffResendEmail,
    staffEndCustomerSessions,
    staffStartDeletion,
    staffCancelDeletion,
    staffListStaff,
    staffInvite,
    staffAcceptInvitation,
    staffDisableStaff,
  } = staffEndpoints;

  app.route({
    ...staffRoute(staffRetryPayment),
    method: staffRetryPayment.method,
    url: staffRetryPayment.path,
    schema: {
      params: staffRetryPayment.params,
      body: staffRetryPayment.body,
      response: { 200: staffRetryPayment.response },
    },
    handler: async (request) =>
      retryPaymentAsStaff(
        ctx,
        staffOf(request),
        request.params.invoiceId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffResendEmail),
    method: staffResendEmail.method,
    url: staffResendEmail.path,
    schema: {
      params: staffResendEmail.params,
      body: staffResendEmail.body,
      response: { 200: staffResendEmail.response },
    },
    handler: async (request) =>
      resendEmailAsStaff(ctx, staffOf(request), request.params.emailId, request.body, request.id),
  });

  app.route({
    ...staffRoute(staffEndCustomerSessions),
    method: staffEndCustomerSessions.method,
    url: staffEndCustomerSessions.path,
    schema: {
      params: staffEndCustomerSessions.params,
      body: staffEndCustomerSessions.body,
      response: { 200: staffEndCustomerSessions.response },
    },
    handler: async (request) =>
      endCustomerSessionsAsStaff(
        ctx,
        staffOf(request),
        request.params.customerId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffStartDeletion),
    method: staffStartDeletion.method,
    url: staffStartDeletion.path,
    schema: {
      params: staffStartDeletion.params,
      body: staffStartDeletion.body,
      response: { 200: staffStartDeletion.response },
    },
    handler: async (request) =>
      startDeletionAsStaff(
        ctx,
        staffOf(request),
        request.params.customerId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffCancelDeletion),
    method: staffCancelDeletion.method,
    url: staffCancelDeletion.path,
    schema: {
      params: staffCancelDeletion.params,
      body: staffCancelDeletion.body,
      response: { 200: staffCancelDeletion.response },
    },
    handler: async (request) =>
      cancelDeletionAsStaff(
        ctx,
        staffOf(request),
        request.params.customerId,
        request.body,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffListStaff),
    method: staffListStaff.method,
    url: staffListStaff.path,
    schema: { response: { 200: staffListStaff.response } },
    handler: async () => listStaffAccountsForConsole(ctx),
  });

  app.route({
    ...staffRoute(staffInvite),
    method: staffInvite.method,
    url: staffInvite.path,
    schema: { body: staffInvite.body, response: { 201: staffInvite.response } },
    handler: async (request, reply) => {
      const invitation = await inviteStaff(ctx, staffOf(request), request.body, request.id);
      return reply.code(201).send(invitation);
    },
  });

  app.route({
    ...staffRoute(staffAcceptInvitation),
    method: staffAcceptInvitation.method,
    url: staffAcceptInvitation.path,
    schema: {
      body: staffAcceptInvitation.body,
      response: { 201: staffAcceptInvitation.response },
    },
    handler: async (request, reply) => {
      const accepted = await acceptStaffInvitation(ctx, request.body, request.id);
      // The secret and codes are shown once: no cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(accepted);
    },
  });

  app.route({
    ...staffRoute(staffDisableStaff),
    method: staffDisableStaff.method,
    url: staffDisableStaff.path,
    schema: {
      params: staffDisableStaff.params,
      body: staffDisableStaff.body,
      response: { 200: staffDisableStaff.response },
    },
    handler: async (request) =>
      disableStaffAsAdmin(ctx, staffOf(request), request.params.staffId, request.body, request.id),
  });
};
