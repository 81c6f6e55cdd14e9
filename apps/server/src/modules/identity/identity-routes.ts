import { contextOf, visitorLocaleOf } from '../../app-context';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasCardOnFile } from '../subscriptions/subscription-service';
import { accountSettingsRoutes } from './account-settings-routes';
import {
  clearSessionCookie,
  readSessionToken,
  requireUserId,
  setSessionCookie,
} from './authentication';
import {
  consumeMagicLink,
  loadCurrentUser,
  login,
  logout,
  requestMagicLink,
  SIGNED_IN_LANDING,
  signup,
  type Caller,
} from './identity-service';
import { requestPasswordReset, resetPassword } from './password-reset-service';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  // Change email, change password and deletion: their own file, same module (README).
  await app.register(accountSettingsRoutes);
  const caller = (request: FastifyRequest): Caller => ({
    tenantId: request.tenantId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    appOrigin: app.config.publicUrl,
    sessionToken: readSessionToken(request),
    locale: visitorLocaleOf(request),
  });
  const { signup: signupEndpoint, login: loginEndpoint, logout: logoutEndpoint } = endpoints;
  const {
    requestMagicLink: magicLinkEndpoint,
    consumeMagicLink: consumeEndpoint,
    currentUser,
    requestPasswordReset: passwordResetEndpoint,
    resetPassword: resetPasswordEndpoint,
  } = endpoints;

  app.route({
    method: signupEndpoint.method,
    url: signupEndpoint.path,
    schema: { body: signupEndpoint.body, response: { 202: signupEndpoint.response } },
    handler: async (request, reply) => {
      await signup(ctx, caller(request), request.body.email, request.body.password);
      return reply.code(202).send({ status: 'check_email' });
    },
  });

  app.route({
    method: loginEndpoint.method,
    url: loginEndpoint.path,
    schema: { body: loginEndpoint.body, response: { 200: loginEndpoint.response } },
    handler: async (request, reply) => {
      const session = await login(ctx, caller(request), request.body.email, request.body.password);
      setSessionCookie(reply, session.token, session.expiresAt);
      return { redirect_to: SIGNED_IN_LANDING };
    },
  });

  app.route({
    method: logoutEndpoint.method,
    url: logoutEndpoint.path,
    schema: { response: { 200: logoutEndpoint.response } },
    handler: async (request, reply) => {
      await logout(ctx, readSessionToken(request));
      clearSessionCookie(reply);
      return {};
    },
  });

  app.route({
    method: magicLinkEndpoint.method,
    url: magicLinkEndpoint.path,
    schema: { body: magicLinkEndpoint.body, response: { 202: magicLinkEndpoint.response } },
    handler: async (request, reply) => {
      await requestMagicLink(ctx, caller(request), request.body.email);
      return reply.code(202).send({ status: 'check_email' });
    },
  });

  app.route({
    method: consumeEndpoint.method,
    url: consumeEndpoint.path,
    schema: { body: consumeEndpoint.body, response: { 200: consumeEndpoint.response } },
    handler: async (request, reply) => {
      const session = await consumeMagicLink(ctx, caller(request), request.body.token);
      setSessionCookie(reply, session.token, session.expiresAt);
      return { redirect_to: SIGNED_IN_LANDING };
    },
  });

  app.route({
    method: passwordResetEndpoint.method,
    url: passwordResetEndpoint.path,
    schema: {
      body: passwordResetEndpoint.body,
      response: { 202: passwordResetEndpoint.response },
    },
    handler: async (request, reply) => {
      await requestPasswordReset(ctx, caller(request), request.body.email);
      return reply.code(202).send({ status: 'check_email' });
    },
  });

  app.route({
    method: resetPasswordEndpoint.method,
    url: resetPasswordEndpoint.path,
    schema: {
      body: resetPasswordEndpoint.body,
      response: { 200: resetPasswordEndpoint.response },
    },
    handler: async (request, reply) => {
      const session = await resetPassword(ctx, caller(request), request.body);
      setSessionCookie(reply, session.token, session.expiresAt);
      return { redirect_to: SIGNED_IN_LANDING };
    },
  });

  app.route({
    method: currentUser.method,
    url: currentUser.path,
    schema: { response: { 200: currentUser.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      const hasCard = await hasCardOnFile(app.db, request.tenantId, userId);
      return loadCurrentUser(ctx, request.tenantId, userId, hasCard);
    },
  });
};
