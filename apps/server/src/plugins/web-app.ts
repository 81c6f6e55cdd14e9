import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@burrow/domain/page-routes';
import fp from 'fastify-plugin';
import { isApiPath, routerPathOf } from '../platform/api-paths';
import { AppError } from '../platform/errors';

/**
 * Serves the built SPA: content-hashed files under /assets/ are cached for a year, every
 * other file is revalidated, and a page's path gets index.html. Which paths are pages is
 * the web's route table (`@burrow/domain/page-routes`, decision 0097): every other path gets
 * index.html with HTTP 404, where the app shows its not-found page, so a dead link is a
 * real 404 to browsers, crawlers and monitors. A missing /assets/ file or API path is a
 * plain 404, never the SPA's index.
 */
export const webAppPlugin = fp(
  async (app) => {
    const root = app.config.webDistDir;
    const indexPath = path.join(root, 'index.html');
    const hasWebApp = fs.existsSync(indexPath);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of text files; send the one the browser accepts.
        preCompressed: true,
        // We set cache-control ourselves: immutable for hashed assets, revalidate for the rest.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: run `npm run build` to serve the UI');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = routerPathOf(request.url);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(pathname) &&
        !pathname.startsWith('/assets/') &&
        !path.extname(pathname);
      if (wantsPage && hasWebApp) {
        return reply
          .code(isPagePath(request.url) ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html')
          .sendFile('index.html');
      }
      throw new AppError(404, 'not_found', `No route for ${request.method} ${pathname}.`);
    });
  },
  { name: 'web-app' },
);
