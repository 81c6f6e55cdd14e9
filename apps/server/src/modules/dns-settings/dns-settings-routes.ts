import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../app-context';
import { requireUserId } from '../identity/authentication';
import {
  authorizeIp,
  getDnsSettings,
  setAutoAuth,
  setHostname,
  type DnsCaller,
} from './dns-settings-service';

async function callerOf(request: FastifyRequest): Promise<DnsCaller> {
  const userId = await requireUserId(request);
  return { tenantId: request.tenantId, userId, requestIp: request.ip };
}

export const dnsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const { dnsSettings, setDnsAutoAuth, authorizeDnsIp, setDnsHostname } = endpoints;

  app.route({
    method: dnsSettings.method,
    url: dnsSettings.path,
    schema: { response: { 200: dnsSettings.response } },
    handler: async (request) => getDnsSettings(ctx, await callerOf(request)),
  });

  app.route({
    method: setDnsAutoAuth.method,
    url: setDnsAutoAuth.path,
    schema: { body: setDnsAutoAuth.body, response: { 200: setDnsAutoAuth.response } },
    handler: async (request) => setAutoAuth(ctx, await callerOf(request), request.body.enabled),
  });

  app.route({
    method: authorizeDnsIp.method,
    url: authorizeDnsIp.path,
    schema: { body: authorizeDnsIp.body, response: { 200: authorizeDnsIp.response } },
    handler: async (request) => authorizeIp(ctx, await callerOf(request), request.body.ip),
  });

  app.route({
    method: setDnsHostname.method,
    url: setDnsHostname.path,
    schema: { body: setDnsHostname.body, response: { 200: setDnsHostname.response } },
    handler: async (request) => setHostname(ctx, await callerOf(request), request.body.hostname),
  });
};
