import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The query that asks for a catalogue as react-intl's parsed messages instead of ICU text. */
export const COMPILED_CATALOGUE_QUERY = '?compiled';

const require = createRequire(import.meta.url);
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Decision 0137: the catalogues ship parsed, so the browser never parses ICU text and
 * react-intl runs without the ICU parser (about 8 KB gzipped of every page's first load).
 *
 * - `src/i18n/messages/<locale>.json?compiled` loads as `{ id: MessageFormatElement[] }`,
 *   parsed here at build time (a malformed message fails the build).
 * - The libraries' own import of the parser (intl-messageformat, @formatjs/intl) resolves
 *   to its `no-parser` entry, which has the same types and helpers but throws if asked to
 *   parse: a text message reaching react-intl would fail loudly, never silently.
 *   The app's own imports (the catalogue test) keep the real parser.
 *
 * vite.config.ts and vitest.config.ts both use it, so tests format what the browser formats.
 */
export function compiledMessages(): Plugin {
  const noParser = require.resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'burrow-compiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== PARSER || !importer?.includes('/node_modules/')) return null;
      return noParser;
    },
    load(id) {
      if (!id.endsWith(`.json${COMPILED_CATALOGUE_QUERY}`)) return null;
      const file = id.slice(0, -COMPILED_CATALOGUE_QUERY.length);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      this.addWatchFile(file);
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([messageId, text]) => [messageId, parse(text)]),
      );
      // JSON.parse of a string literal: smaller and faster to start than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
