import type Stripe from 'stripe';
import type { ParamValue, Params } from './form-params';
import { invalidParam, missingParam } from './stripe-errors';

/** Reads typed request parameters, answering Stripe's 400s for a missing or malformed one. */

export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name}`);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optionalInteger(params: Params, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
  return Number(value);
}

export function requiredInteger(params: Params, name: string): number {
  const value = optionalInteger(params, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(name, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function optionalObject(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam(name, `Invalid object`);
  }
  return value;
}

export function optionalEnum<T extends string>(
  params: Params,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParam(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

export function stringArray(params: Params, name: string): string[] {
  const value: ParamValue | undefined = params[name];
  if (value === undefined || value === '') return [];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.values(value)
      : [value];
  return items.filter((item): item is string => typeof item === 'string');
}

/**
 * Stripe's metadata update: keys merge into what is there, an empty value unsets a key, and
 * `metadata=` (empty) unsets every key.
 */
export function mergedMetadata(current: Stripe.Metadata, params: Params): Stripe.Metadata {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam('metadata', 'Invalid hash');
  }
  const merged: Stripe.Metadata = { ...current };
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw invalidParam(`metadata[${key}]`, 'Invalid string');
    if (item === '') delete merged[key];
    else merged[key] = item;
  }
  if (Object.keys(merged).length > 50) {
    throw invalidParam('metadata', 'Metadata can have up to 50 keys.');
  }
  return merged;
}
