import { ApiError } from '@burrow/contract/client';
import type { z } from 'zod';

/** A form's errors by field name; the first issue of each field wins. */
export type FieldErrors = Record<string, string>;

/** The schema's issues by top-level field (`hosts.2` is the `hosts` field). */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's 400 `details.fields` by top-level field, for errors shown next to inputs. */
export function fieldErrorsOfApiError(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.code !== 'invalid_request') return {};
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    errors[path.split('.')[0] ?? path] ??= message;
  }
  return errors;
}
