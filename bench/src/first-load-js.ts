import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface FirstLoadJs {
  gzipBytes: number;
  files: string[];
}

/**
 * The JavaScript a route loads before it can render: the entry chunk, the route's lazy
 * module(s) (a nested route loads its layout's and its own at once), any other module the
 * entry loads on demand before rendering (the locale's catalogue) and every chunk they
 * import statically, gzipped at the default level as a server would send them. Read from
 * Vite's build manifest, so it is exact for the build under measurement.
 */
export function firstLoadJs(
  manifestPath: string,
  webDistDir: string,
  routeModules: readonly string[],
): FirstLoadJs {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const pending = [entry, ...routeModules];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]?.file as string);
  const gzipBytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDistDir, file))).length,
    0,
  );
  return { gzipBytes, files };
}
