import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const thisFile = path.relative(repositoryRoot, import.meta.filename);

// What git ignores (.gitignore) plus git's own entry: built, installed or run-time output.
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.test-results',
  'screenshots',
]);
const SKIPPED_FILES = /(^|\/)(\.git|\.env|\.npm-ready)$|\.log$/;

/**
 * Text no file may hold: every reader of the repository must be able to open what a file
 * points at, so no machine's absolute paths, no folder beside the repository, and no
 * product specification outside it — the product's rules are docs/product.md.
 */
const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ['a folder outside the repository', /\.\.\/shared\b/],
  [
    'an absolute machine path',
    /(^|[\s'"`(=:])(\/work\/|\/home\/[a-z]|\/Users\/[A-Za-z]|[A-Z]:\\Users\\)/,
  ],
  ['the product spec instead of docs/product.md', /product-spec|\bspec §|\bspec section/i],
];

function* repositoryFiles(directory: string): Generator<string> {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    const relative = path.relative(repositoryRoot, full);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* repositoryFiles(full);
    } else if (entry.isFile() && !SKIPPED_FILES.test(relative)) {
      yield relative;
    }
  }
}

describe('the repository stands on its own', () => {
  it('points at nothing a reader cannot open: no machine path, no ../shared, no outside spec', () => {
    const findings: string[] = [];
    for (const file of repositoryFiles(repositoryRoot)) {
      if (file === thisFile) continue;
      const bytes = fs.readFileSync(path.join(repositoryRoot, file));
      if (bytes.includes(0)) continue; // binary: fonts, images, PDFs
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of FORBIDDEN) {
            if (pattern.test(line)) findings.push(`${file}:${index + 1} ${what}: ${line.trim()}`);
          }
        });
    }
    expect(findings).toEqual([]);
  });
});
