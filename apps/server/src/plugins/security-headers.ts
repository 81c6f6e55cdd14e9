import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
 * Security headers on every response; HSTS and upgrade-insecure-requests only in production.
 * Stripe's hosts are allowed only while Stripe is the provider: with the sandbox every script,
 * frame and request stays on our own origin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const production = app.config.env === 'production';
    const stripe = app.config.paymentProvider === 'stripe';
    await app.register(helmet, {
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
