import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** The npm package an import names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Bundles each entry point into `outdir/<name>.js`, one file each that runs alone: workspace
 * packages (TypeScript sources) are inlined, npm packages stay external. Fails, naming the
 * package, when a bundle imports one that `packageJson`'s `dependencies` do not list: a
 * production install (`npm ci --omit=dev`) would not have it (decision 0130).
 *
 * @param {{ entryPoints: Record<string, string>, outdir: string, packageJson: string }} options
 */
export async function bundle({ entryPoints, outdir, packageJson }) {
  const { dependencies = {} } = JSON.parse(await readFile(packageJson, 'utf8'));
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
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
  const problems = [];
  for (const [output, { imports }] of Object.entries(result.metafile.outputs)) {
    for (const { path: specifier, external } of imports) {
      if (!external || isBuiltin(specifier)) continue;
      const name = packageOf(specifier);
      if (!(name in dependencies)) {
        problems.push(
          `${path.basename(output)} imports ${name}, which is not in the dependencies of ` +
            `${path.relative(process.cwd(), packageJson)}`,
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${[...new Set(problems)].join('\n')}\n` +
        'A production install (npm ci --omit=dev) would not have it: move it to dependencies, ' +
        'or stop importing it from production code.',
    );
  }
}
