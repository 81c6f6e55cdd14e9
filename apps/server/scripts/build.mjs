// Bundles the server into dist/server.js: workspace packages (TypeScript sources) are
// inlined, npm dependencies stay external, and the SQL migrations are copied beside it.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
await rm(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@burrow/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
