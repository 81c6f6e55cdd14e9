// `npm run build -w @burrow/server`: everything production runs from apps/server, in dist/
// (decision 0130) — the server, the billing command and the operator's CLI, one bundle each,
// with the SQL migrations beside them (db/migrate.ts finds them next to the running file).
// With an output directory as its argument it builds there instead (the process test does).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundle } from './bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
await rm(dist, { recursive: true, force: true });
try {
  await bundle({
    entryPoints: {
      server: path.join(root, 'src/server.ts'),
      'billing-cli': path.join(root, 'src/billing-cli.ts'),
      'admin-cli': path.join(root, 'src/admin-cli.ts'),
    },
    outdir: dist,
    packageJson: path.join(root, 'package.json'),
  });
} catch (error) {
  // Leave nothing that looks built.
  await rm(dist, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
