import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_PATHS } from '@burrow/domain/site-navigation';

const ROUTER = path.resolve(import.meta.dirname, '../../../apps/web/src/app/router.tsx');

/**
 * Every route pattern of the web app's one route table (`apps/web/src/app/router.tsx`), as
 * `/path`, `/` for the index and `*` for not found. Read from its source rather than
 * imported: the table lazily imports React pages that only Vite can load. A route added
 * there shows up here, so a journey that must visit every page cannot miss it.
 */
export function appRoutePatterns(): string[] {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const patterns = [...source.matchAll(/\bpath: '([^']+)'/g)].map(([, route]) =>
    route === '*' ? '*' : `/${route}`,
  );
  if (/\bindex: true\b/.test(source)) patterns.push('/');
  // The marketing pages are spread into the table from the domain's list (decision 0058).
  if (source.includes('...MARKETING_PATHS.map(')) patterns.push(...MARKETING_PATHS);
  return patterns.sort();
}
