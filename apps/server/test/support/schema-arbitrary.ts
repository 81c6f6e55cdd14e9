import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas, for the contract fuzz.
 * The schema is read through `z.toJSONSchema` (the input side), so what is generated has
 * the shape a client would send: right keys, types, lengths, enums and formats. Refinements
 * and cross-field rules are not modelled — the server must answer those values too.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Values shaped like the schema's input (what a well-behaved client sends). */
export function arbitraryFromSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, 0);
}

function fromJsonSchema(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, depth + 1)));
  if (node.allOf?.[0]) return fromJsonSchema(node.allOf[0], depth + 1);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return stringFor(node);
    case 'integer':
      return fc.integer({ min: lowerBound(node, -1e9), max: upperBound(node, 1e9) });
    case 'number':
      return fc.double({
        min: lowerBound(node, -1e9),
        max: upperBound(node, 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayFor(node, depth);
    case 'object':
      return objectFor(node, depth);
    default:
      // `unknown` or `any`: anything JSON can carry, kept small.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowerBound(node: JsonSchema, fallback: number): number {
  if (node.minimum !== undefined) return node.minimum;
  if (node.exclusiveMinimum !== undefined) return node.exclusiveMinimum + 1;
  return fallback;
}

function upperBound(node: JsonSchema, fallback: number): number {
  if (node.maximum !== undefined) return node.maximum;
  if (node.exclusiveMaximum !== undefined) return node.exclusiveMaximum - 1;
  return fallback;
}

function stringFor(node: JsonSchema): fc.Arbitrary<string> {
  switch (node.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString());
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      break;
  }
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  return fc.string({
    minLength: node.minLength ?? 0,
    maxLength: Math.min(node.maxLength ?? 40, 200),
    unit: 'grapheme',
  });
}

function arrayFor(node: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  if (node.prefixItems)
    return fc.tuple(...node.prefixItems.map((item) => fromJsonSchema(item, depth + 1)));
  const item = node.items ? fromJsonSchema(node.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
  return fc.array(item, {
    minLength: node.minItems ?? 0,
    maxLength: Math.min(node.maxItems ?? 4, depth > 2 ? 1 : 6),
  });
}

function objectFor(node: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {};
  if (Object.keys(properties).length === 0) {
    // A record (`z.record`): a few keys of the value type.
    const value =
      typeof node.additionalProperties === 'object'
        ? fromJsonSchema(node.additionalProperties, depth + 1)
        : fc.jsonValue({ maxDepth: 1 });
    return fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 });
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, fromJsonSchema(child, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: node.required ?? [] });
}
