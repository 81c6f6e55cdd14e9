import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * What Stripe.js needs when Stripe takes payments (Stripe's integration security guide,
 * "Content Security Policy"): its script, its frames (the Payment Element's fields, the 3-D
 * Secure challenge on hooks.stripe.com) and its API, which the browser calls with the
 * publishable key. Not the Address Element's Google Maps hosts: we do not use it.
 */
export const STRIPE_JS_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The headers helmet sets with `options`, computed once: helmet's middleware is a pure
 * function of its options (no directive of ours depends on the request), and calling it per
 * request re-parsed every CSP directive each time (decision 0136).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers on every response, helmet's with our policy; HSTS and
 * upgrade-insecure-requests only in production. Stripe's hosts are allowed only while Stripe
 * is the provider: with the sandbox every script, frame and request stays on our own origin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const production = app.config.env === 'production';
    const stripe = app.config.paymentProvider === 'stripe';
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(stripe ? STRIPE_JS_SOURCES.script : [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe ? STRIPE_JS_SOURCES.connect : [])],
          // Unset, frames fall back to default-src 'self' (the sandbox's hosted page).
          frameSrc: stripe ? ["'self'", ...STRIPE_JS_SOURCES.frame] : null,
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
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
