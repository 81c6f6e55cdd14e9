import type { FastifyInstance } from 'fastify';

/** Every METHOD /path the server answers (HEAD aside), read from Fastify's route tree. */
export function servedRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch === -1) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4));
    if (!match) continue;
    stack.length = depth;
    stack[depth] = match[1] ?? '';
    const path = stack.join('');
    for (const method of (match[2] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
