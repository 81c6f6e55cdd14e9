import type { ErrorBody } from '@burrow/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bareErrorSecurityHeaders } from '../plugins/security-headers';
import { AppError } from './errors';

function body(code: ErrorBody['error']['code'], message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Installs the single error and not-found policy: 4xx say what is wrong, 5xx say nothing. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (error.validationContext ?? 'request');
        fields[where] ??= issue.message ?? 'is not valid';
      }
      return reply.code(400).send(body('invalid_request', 'The request is not valid.', { fields }));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx: malformed JSON, unsupported media type, body too large.
      return reply
        .code(status)
        .send(body(status === 404 ? 'not_found' : 'invalid_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Fastify's `frameworkErrors`: what it answers before routing (a malformed URL, a path
 * parameter over the length limit) in our error shape and with our security headers, since
 * no hook runs for it.
 */
export function frameworkErrorHandler(
  production: boolean,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const headers = bareErrorSecurityHeaders(production);
  return (error, request, reply) => {
    const status = error.statusCode ?? 500;
    reply
      .code(status)
      .headers({ ...headers, 'x-request-id': request.id })
      .send(
        status >= 500
          ? body('internal_error', 'Something went wrong on our side. Please try again.')
          : body('invalid_request', 'This address is not valid.'),
      );
  };
}
