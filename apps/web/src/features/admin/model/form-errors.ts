import { ApiError } from '@burrow/contract/client';
import type { z } from 'zod';

/** A form's errors by field name; the first issue of each field wins. */
export type FieldErrors = Partial<Record<string, string>>;

/** The schema's issues by top-level field (`hosts.2` is the `hosts` field). */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The fields the server named in a refusal (`details.fields`: a 400's invalid input, or a
 * 409 such as a coupon code in use), by top-level field, for errors shown next to inputs.
 */
export function fieldErrorsOfApiError(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = details.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string') errors[path.split('.')[0] ?? path] ??= message;
  }
  return errors;
}

/** A `datetime-local` value (the staff member's own time zone) as an instant, or null when empty. */
export function instantFromLocal(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString();
}
