import { openApiDocument } from '@burrow/contract/openapi-document';
import type { FastifyPluginAsync } from 'fastify';
import { sessionCookieName } from '../identity/authentication';
import { REFERENCE_PAGE, REFERENCE_SCRIPT, REFERENCE_STYLES } from './reference-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The API's OpenAPI 3.1 document, built from the contract's registry when first asked for
 * (not at start: most servers and every test app never serve it), and a reference page that
 * renders it with our own script and styles (same origin: the CSP holds as it is).
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  let body: string | undefined;
  const documentBody = () =>
    (body ??= JSON.stringify(
      openApiDocument({
        version: config.version,
        serverUrl: config.publicUrl,
        sessionCookieName: sessionCookieName(config),
        // The demo tools are not served outside demo mode, so they are not described there.
        includes: (_name, endpoint) => config.demoMode || !endpoint.path.startsWith('/api/dev/'),
      }),
    ));

  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentBody()),
  );
  app.get(DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(REFERENCE_PAGE),
  );
  app.get(`${DOCS_PATH}/reference.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(REFERENCE_SCRIPT),
  );
  app.get(`${DOCS_PATH}/reference.css`, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(REFERENCE_STYLES),
  );
};
