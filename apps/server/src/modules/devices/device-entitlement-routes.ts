import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { enforceRateLimit } from '../../platform/rate-limiter';
import {
  currentDevice,
  deviceEntitlements,
  issueEntitlementToken,
  requireDevice,
  rotateCredential,
} from './device-entitlements';
import { publishedKeySet } from './signing-keys';

// An app asks for a token every few minutes; a burst far beyond that is a loop or a script.
const TOKEN_LIMIT = { name: 'devices:token:device', limit: 60, windowSeconds: 3600 };
const ROTATE_LIMIT = { name: 'devices:credential:device', limit: 10, windowSeconds: 3600 };

/**
 * The app endpoints, authenticated by the device's own credential (`Authorization: Bearer`,
 * decision 0088), and the JWKS VPN servers verify entitlement tokens with (decision 0089).
 * They read no cookie and start no session, so the browser's CSRF check does not apply
 * (`config.csrf = false`): a forged cross-site request carries no Authorization header.
 */
export const deviceEntitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    deviceEntitlements: entitlements,
    currentDevice: me,
    rotateDeviceCredential: rotate,
    entitlementToken: token,
    entitlementSigningKeys: jwks,
  } = endpoints;

  app.route({
    method: entitlements.method,
    url: entitlements.path,
    config: { csrf: false },
    schema: { response: { 200: entitlements.response } },
    handler: async (request) => {
      const device = await requireDevice(ctx, request.tenantId, request.headers.authorization);
      return deviceEntitlements(ctx, request.tenantId, device);
    },
  });

  app.route({
    method: me.method,
    url: me.path,
    config: { csrf: false },
    schema: { response: { 200: me.response } },
    handler: async (request) =>
      currentDevice(await requireDevice(ctx, request.tenantId, request.headers.authorization)),
  });

  app.route({
    method: rotate.method,
    url: rotate.path,
    config: { csrf: false },
    schema: { response: { 201: rotate.response } },
    handler: async (request, reply) => {
      const device = await requireDevice(ctx, request.tenantId, request.headers.authorization);
      await enforceRateLimit(app.db, ROTATE_LIMIT, device.id, app.clock.now());
      return reply.code(201).send(await rotateCredential(ctx, device));
    },
  });

  app.route({
    method: token.method,
    url: token.path,
    config: { csrf: false },
    schema: { response: { 201: token.response } },
    handler: async (request, reply) => {
      const device = await requireDevice(ctx, request.tenantId, request.headers.authorization);
      await enforceRateLimit(app.db, TOKEN_LIMIT, device.id, app.clock.now());
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await issueEntitlementToken(ctx, request.tenantId, device));
    },
  });

  app.route({
    method: jwks.method,
    url: jwks.path,
    schema: { response: { 200: jwks.response } },
    handler: async (_request, reply) =>
      // A minute: a VPN server learns a rotated-in key soon, and jose refetches on an unknown kid.
      reply
        .header('cache-control', 'public, max-age=60')
        .send(await publishedKeySet(app.db, app.config, app.clock.now())),
  });
};
