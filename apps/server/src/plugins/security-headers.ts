import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Security headers on every response; HSTS and upgrade-insecure-requests only in production. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const production = app.config.env === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      hsts: production ? HSTS : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);

/**
 * The headers of an answer Fastify gives before any hook runs (a malformed URL, a path
 * parameter over the length limit), so helmet never sees it. It is an error body that
 * loads nothing, so its policy allows nothing.
 */
export function bareErrorSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
      ...(production ? ['upgrade-insecure-requests'] : []),
    ].join(';'),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(production
      ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` }
      : {}),
  };
}
