import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchConfig } from './bench-config';

export interface BuiltApp {
  serverEntry: string;
  webDistDir: string;
  /** Vite's manifest of the web build: entry, chunks and their static imports. */
  manifestPath: string;
}

/**
 * The production build, copied into bench/.work so that another build in this working tree
 * (tests, other people) cannot change the files under measurement. The server bundle is
 * built by its own script; the web app by Vite with the same config plus a manifest.
 */
export function buildForBench(config: BenchConfig): BuiltApp {
  const serverDir = path.join(config.workDir, 'server');
  const webDistDir = path.join(config.workDir, 'web');
  fs.rmSync(config.workDir, { recursive: true, force: true });
  fs.mkdirSync(config.workDir, { recursive: true });
  // The browser suites build apps/server/dist too: share their lock while building and copying.
  execFileSync(
    'flock',
    [
      '/tmp/burrow-e2e.lock',
      'sh',
      '-c',
      `npm run build -w @burrow/server && cp -r apps/server/dist "${serverDir}"`,
    ],
    { cwd: config.repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(config.repoRoot, 'apps/web'), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return {
    serverEntry: path.join(serverDir, 'server.js'),
    webDistDir,
    manifestPath: path.join(webDistDir, '.vite/manifest.json'),
  };
}
