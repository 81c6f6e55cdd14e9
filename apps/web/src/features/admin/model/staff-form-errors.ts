import { ApiError } from '@burrow/contract/client';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field a schema refuses, keyed by the field's name. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's `details.fields` of a refused call, when it named fields. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = details.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A `datetime-local` value (the staff member's own time zone) as an instant, or null when empty. */
export function instantFromLocal(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString();
}
