import fp from 'fastify-plugin';
import { invalidRequest } from '../platform/errors';

/**
 * Refuses a request whose path parameters, query or body hold a NUL character, in a value
 * or a key. No field of ours means one, and PostgreSQL cannot store it in text: it failed
 * deep inside a service as a 500 instead of telling the client what was wrong.
 */
export const nulTextGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const parts = { params: request.params, query: request.query, body: request.body };
      for (const [where, value] of Object.entries(parts)) {
        const field = whereNulIs(value);
        if (field !== null)
          throw invalidRequest('Text may not contain a NUL character.', {
            [field || where]: 'contains a NUL character',
          });
      }
    });
  },
  { name: 'nul-text-guard' },
);

/** The dotted path of the first string or key holding a NUL ('' for the value itself), or null. */
function whereNulIs(root: unknown): string | null {
  // Iterative: a body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
