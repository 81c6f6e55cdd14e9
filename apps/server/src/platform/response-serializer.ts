import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A JSON Schema node as zod writes it. */
type JsonSchema = Record<string, unknown>;

/** The part of a zod schema's definition the conversion looks at. */
interface ZodDefinition {
  type: string;
  catchall?: unknown;
  checks?: readonly { _zod: { def: { check: string } } }[];
}

/** Why a contract is not compiled: the zod serializer then answers for it, as before. */
export class NotCompilable extends Error {}

/**
 * The contract's answer as JSON Schema (draft-07, what Ajv and fast-json-stringify read),
 * with zod's own meaning of an object kept: a plain `z.object` strips keys it does not name
 * (so `additionalProperties: false` is dropped: fast-json-stringify writes only the named
 * keys, and Ajv must not refuse the extra ones a handler leaves in), a strict object refuses
 * them, a loose one passes them through. Throws NotCompilable where JSON Schema would say
 * less than zod checks: a refinement (`.refine`, which JSON Schema cannot carry), a string
 * format (zod's and Ajv's formats differ in details), or a type JSON has no form for.
 */
export function contractJsonSchema(schema: z.ZodType): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
      override: ({ zodSchema, jsonSchema }) => {
        const definition = zodSchema._zod.def as ZodDefinition;
        if (definition.checks?.some((check) => check._zod.def.check === 'custom'))
          throw new NotCompilable('refinement');
        if (typeof jsonSchema.format === 'string') throw new NotCompilable('string format');
        if (definition.type === 'object' && definition.catchall === undefined)
          delete jsonSchema.additionalProperties;
        mergeNullable(jsonSchema);
      },
    }) as JsonSchema;
  } catch (error) {
    throw error instanceof NotCompilable ? error : new NotCompilable(String(error));
  }
  delete converted.$schema;
  return converted;
}

/**
 * `anyOf: [{ type: 'object', … }, { type: 'null' }]` (zod's `.nullable()` of an object or
 * array) as `type: ['object', 'null']`: the same set of values, since an object's or an
 * array's keywords say nothing of null, but fast-json-stringify writes it directly instead
 * of running a validator per value to choose the branch.
 */
function mergeNullable(jsonSchema: JsonSchema): void {
  const branches = jsonSchema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const [value, nothing] = branches as JsonSchema[];
  if (!value || !nothing || Object.keys(nothing).length !== 1 || nothing.type !== 'null') return;
  if (value.type !== 'object' && value.type !== 'array') return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, value, { type: [value.type, 'null'] });
}

/** The error Fastify's error handler answers 500 for, as it did for zod's refusal. */
export class ResponseContractError extends Error {
  constructor(method: string, url: string, validate: ValidateFunction) {
    const first = validate.errors?.[0];
    super(
      `The answer of ${method} ${url} breaks its contract: ${first?.instancePath || '(root)'} ${first?.message ?? 'is not valid'}`,
    );
    this.name = 'ResponseContractError';
  }
}

const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false });

/**
 * Fastify's response serializer for the zod contracts (decision 0136). Each route's answer
 * schema is compiled once, at start: an Ajv validator of the contract's JSON Schema, then
 * fast-json-stringify writing exactly the contract's keys. That holds what zod's per-answer
 * encode held (every required key there, every value of its type, enum or literal, nothing
 * the contract does not name) at a fraction of the cost per answer. A schema JSON Schema
 * cannot say everything of (see contractJsonSchema) keeps zod's serializer.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = contractJsonSchema(schema);
  } catch (error) {
    if (error instanceof NotCompilable) return zodSerializerCompiler(route);
    throw error;
  }
  // Compiled on the route's first answer: compiling all ~150 at start took seconds, for
  // every server and every test app, most of whose routes never answer.
  let compiled: { validate: ValidateFunction; stringify: (data: unknown) => string } | undefined;
  return (data: unknown) => {
    compiled ??= { validate: ajv.compile(jsonSchema), stringify: fastJson(jsonSchema) };
    if (!compiled.validate(data)) throw new ResponseContractError(method, url, compiled.validate);
    return compiled.stringify(data);
  };
};
