import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compiledMessages } from './compiled-messages';
import { preactCompatAliases } from './preact-compat';

// The API server listens on :3000 in development; proxying keeps the session cookie
// same-origin, exactly as in production where one server serves both.
const API_ORIGIN = 'http://localhost:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
 * highest levels, once: the server sends the copy the browser accepts (@fastify/static
 * preCompressed) and never compresses a file per request.
 */
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  return {
    name: 'burrow-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = [...Object.keys(bundle), 'index.html'].filter((file) =>
        compressible.test(file),
      );
      // zlib's async calls run on the thread pool: every core compresses at once.
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const full = path.join(outDir, file);
          if (!fs.existsSync(full)) return;
          const content = await fs.promises.readFile(full);
          if (content.length < 1024) return;
          const [gzip, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
            }),
          ]);
          await fs.promises.writeFile(`${full}.gz`, gzip);
          await fs.promises.writeFile(`${full}.br`, brotli);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), compiledMessages(), precompress()],
  // Decision 0133: development, the build and the tests all run Preact behind React's API.
  resolve: { alias: preactCompatAliases },
  server: {
    port: 5173,
    strictPort: true,
    // No changeOrigin: the server sees the browser's Host, so its Origin check still matches.
    proxy: { '/api': { target: API_ORIGIN } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
  },
});
