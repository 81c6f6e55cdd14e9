import type { z } from 'zod';
import type { Endpoint } from '../endpoints';

/**
 * Defines one endpoint, each in its own module under `endpoints/`, so that a page bundles
 * only the endpoints it calls and their schemas (decision 0137); `endpoints.ts` lists them all.
 */
export function endpoint<
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(
  definition: Endpoint<Body, Response, Params, Query>,
): Endpoint<Body, Response, Params, Query> & { params: Params; query: Query } {
  return { ...definition, params: definition.params as Params, query: definition.query as Query };
}
