import fs from 'node:fs';
import path from 'node:path';
import { isPagePath } from '@burrow/domain/page-routes';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOTS = [
  path.resolve(import.meta.dirname, '..'),
  path.resolve(import.meta.dirname, '../../../../packages/domain/src'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A path written where a link, a redirect or a navigation goes: `to="/x"`, `href: '/x'`,
 * `navigate('/x')`, `redirectTo = '/x'`, `const SOMETHING_PATH = '/x'`. A path built with
 * a value (`${…}`) is left to `pagePath`'s types and the link crawler.
 */
const LINK_TARGET =
  /(?:\b(?:to|href|path|redirectTo|[A-Z_]+_PATH)\s*[=:]\s*\{?\s*|\bnavigate\(\s*)(['"`])(\/[^'"`$]*)\1/g;

describe('links written in the source (decision 0097)', () => {
  it('every path a link, redirect or navigation names opens a page of the route table', () => {
    const dead: string[] = [];
    const seen: string[] = [];
    for (const root of SOURCE_ROOTS) {
      for (const file of sourceFiles(root)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, , target] of source.matchAll(LINK_TARGET)) {
          if (target!.startsWith('/api/')) continue;
          seen.push(target!);
          if (!isPagePath(target!)) dead.push(`${path.relative(root, file)}: ${target}`);
        }
      }
    }
    // The scan must see the app's links, or it would pass by reading nothing.
    expect(seen).toEqual(expect.arrayContaining(['/order', '/subscriptions', '/login']));
    expect(dead).toEqual([]);
  });
});
