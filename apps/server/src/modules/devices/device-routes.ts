import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import { requireUserId } from '../identity/authentication';
import {
  activateDevice,
  activationSetup,
  createActivationCode,
  removeDevice,
  renameDevice,
} from './device-service';

// A code is 60 random bits and lives 30 minutes; the limit keeps guessing pointless anyway.
const ACTIVATE_LIMIT = { name: 'devices:activate:client', limit: 20, windowSeconds: 900 };
// Each code replaces the last: a burst of them is a script, not a person.
const CODE_LIMIT = { name: 'devices:code:account', limit: 30, windowSeconds: 3600 };

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    activationSetup: setup,
    createActivationCode: code,
    activateDevice: activate,
  } = endpoints;
  const { renameDevice: rename, removeDevice: remove } = endpoints;

  app.route({
    method: setup.method,
    url: setup.path,
    schema: { querystring: setup.query, response: { 200: setup.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return activationSetup(
        ctx,
        { tenantId: request.tenantId, userId },
        request.query.activation_code,
      );
    },
  });

  app.route({
    method: code.method,
    url: code.path,
    schema: { body: code.body, response: { 201: code.response } },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      await enforceRateLimit(app.db, CODE_LIMIT, `${request.tenantId}:${userId}`, app.clock.now());
      const created = await createActivationCode(
        ctx,
        { tenantId: request.tenantId, userId },
        request.body.activation_code,
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    method: activate.method,
    url: activate.path,
    // Apps call this without a browser's Origin; it reads no cookie, so a forged cross-site
    // request can do nothing a direct one could not (decision 0053).
    config: { csrf: false },
    schema: { body: activate.body, response: { 201: activate.response } },
    handler: async (request, reply) => {
      await enforceRateLimit(
        app.db,
        ACTIVATE_LIMIT,
        `${request.tenantId}:${request.ip}`,
        app.clock.now(),
      );
      return reply.code(201).send(await activateDevice(ctx, request.tenantId, request.body));
    },
  });

  app.route({
    method: rename.method,
    url: rename.path,
    schema: { params: rename.params, body: rename.body, response: { 200: rename.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return renameDevice(
        ctx,
        { tenantId: request.tenantId, userId },
        request.params.id,
        request.body.name,
      );
    },
  });

  app.route({
    method: remove.method,
    url: remove.path,
    schema: { params: remove.params, response: { 200: remove.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return removeDevice(ctx, { tenantId: request.tenantId, userId }, request.params.id);
    },
  });
};
