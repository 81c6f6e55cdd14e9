import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, visitorLocaleOf } from '../../app-context';
import {
  cancelDeletion,
  deleteAccountNow,
  deletionState,
  requestDeletion,
} from './account-deletion-service';
import type { AccountCaller } from './account-owner';
import {
  clearSessionCookie,
  readSessionToken,
  requireUserId,
  setSessionCookie,
} from './authentication';
import { confirmEmailChange, requestEmailChange } from './email-change-service';
import type { Caller } from './identity-service';
import { changePassword } from './password-change-service';
import { setUserLocale } from './user-repository';

function callerOf(app: FastifyInstance, request: FastifyRequest): Caller {
  return {
    tenantId: request.tenantId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    appOrigin: app.config.publicUrl,
    sessionToken: readSessionToken(request),
    locale: visitorLocaleOf(request),
  };
}

/**
 * The account settings of `/account-billing`: change email, change password, delete the
 * account (decisions 0042 and 0043). Every route acts on the signed-in caller's own account
 * only, the emailed confirmation link's too (decision 0071).
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const accountCaller = async (request: FastifyRequest): Promise<AccountCaller> => ({
    ...callerOf(app, request),
    userId: await requireUserId(request),
  });
  const {
    updateEmail,
    confirmEmail,
    updatePassword,
    accountDeletion,
    requestAccountDeletion,
    cancelAccountDeletion,
    completeAccountDeletion,
    updateLocale,
  } = endpoints;

  // Decision 0057: the language dialog's choice, kept for what the server writes to this
  // customer later (invoice PDFs, emails). The body is already a published locale.
  app.route({
    method: updateLocale.method,
    url: updateLocale.path,
    schema: { body: updateLocale.body, response: { 200: updateLocale.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      await setUserLocale(ctx.db, userId, request.body.locale, ctx.clock.now());
      return { locale: request.body.locale };
    },
  });

  app.route({
    method: updateEmail.method,
    url: updateEmail.path,
    schema: { body: updateEmail.body, response: { 202: updateEmail.response } },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await requestEmailChange(ctx, await accountCaller(request), request.body)),
  });

  app.route({
    method: confirmEmail.method,
    url: confirmEmail.path,
    schema: { body: confirmEmail.body, response: { 200: confirmEmail.response } },
    handler: async (request) =>
      confirmEmailChange(ctx, await accountCaller(request), request.body.code),
  });

  app.route({
    method: updatePassword.method,
    url: updatePassword.path,
    schema: { body: updatePassword.body, response: { 200: updatePassword.response } },
    handler: async (request, reply) => {
      const session = await changePassword(ctx, await accountCaller(request), request.body);
      setSessionCookie(reply, session.token, session.expiresAt);
      return {};
    },
  });

  app.route({
    method: accountDeletion.method,
    url: accountDeletion.path,
    schema: { response: { 200: accountDeletion.response } },
    handler: async (request) => deletionState(ctx, await accountCaller(request)),
  });

  app.route({
    method: requestAccountDeletion.method,
    url: requestAccountDeletion.path,
    schema: {
      body: requestAccountDeletion.body,
      response: { 202: requestAccountDeletion.response },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await requestDeletion(ctx, await accountCaller(request), request.body.password)),
  });

  app.route({
    method: cancelAccountDeletion.method,
    url: cancelAccountDeletion.path,
    schema: { response: { 200: cancelAccountDeletion.response } },
    handler: async (request) => cancelDeletion(ctx, await accountCaller(request)),
  });

  app.route({
    method: completeAccountDeletion.method,
    url: completeAccountDeletion.path,
    schema: {
      body: completeAccountDeletion.body,
      response: { 200: completeAccountDeletion.response },
    },
    handler: async (request, reply) => {
      const deleted = await deleteAccountNow(
        ctx,
        await accountCaller(request),
        request.body.password,
      );
      clearSessionCookie(reply);
      return deleted;
    },
  });
};
