import type { Language } from '@burrow/domain/locales';
import * as fontkit from 'fontkit';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export type FontWeight = 'regular' | 'bold';

/**
 * A typeface shipped by an npm package (decision 0050): Noto everywhere, one face per script
 * family, a regular and a bold file each. Files are read from the installed package, so the
 * server needs nothing but Node and its node_modules.
 */
interface FaceSource {
  package: string;
  files: Readonly<Record<FontWeight, string>>;
}

export const FACES = {
  // Latin (with Vietnamese), Greek and Cyrillic.
  latin: {
    package: '@embedpdf/fonts-latin',
    files: { regular: 'fonts/NotoSans-Regular.ttf', bold: 'fonts/NotoSans-Bold.ttf' },
  },
  arabic: {
    package: '@embedpdf/fonts-arabic',
    files: { regular: 'fonts/NotoNaskhArabic-Regular.ttf', bold: 'fonts/NotoNaskhArabic-Bold.ttf' },
  },
  hebrew: {
    package: '@embedpdf/fonts-hebrew',
    files: { regular: 'fonts/NotoSansHebrew-Regular.ttf', bold: 'fonts/NotoSansHebrew-Bold.ttf' },
  },
  thai: {
    package: '@expo-google-fonts/noto-sans-thai',
    files: {
      regular: '400Regular/NotoSansThai_400Regular.ttf',
      bold: '700Bold/NotoSansThai_700Bold.ttf',
    },
  },
  japanese: {
    package: '@openfonts/noto-sans-jp_japanese',
    files: {
      regular: 'files/noto-sans-jp-japanese-400.woff',
      bold: 'files/noto-sans-jp-japanese-700.woff',
    },
  },
  korean: {
    package: '@openfonts/noto-sans-kr_korean',
    files: {
      regular: 'files/noto-sans-kr-korean-400.woff',
      bold: 'files/noto-sans-kr-korean-700.woff',
    },
  },
  simplifiedChinese: {
    package: '@openfonts/noto-sans-sc_chinese-simplified',
    files: {
      regular: 'files/noto-sans-sc-chinese-simplified-400.woff',
      bold: 'files/noto-sans-sc-chinese-simplified-700.woff',
    },
  },
  traditionalChinese: {
    package: '@openfonts/noto-sans-tc_chinese-traditional',
    files: {
      regular: 'files/noto-sans-tc-chinese-traditional-400.woff',
      bold: 'files/noto-sans-tc-chinese-traditional-700.woff',
    },
  },
} as const satisfies Record<string, FaceSource>;

export type FaceId = keyof typeof FACES;

/** The face a language is written in; the others only fill in characters it lacks. */
const PRIMARY_FACE: Readonly<Record<string, FaceId>> = {
  ja: 'japanese',
  ko: 'korean',
  'zh-Hans': 'simplifiedChinese',
  'zh-Hant': 'traditionalChinese',
  th: 'thai',
  ar: 'arabic',
  he: 'hebrew',
};

/**
 * Where a character that the language's own face lacks is looked for next: Latin first (the
 * digits, emails and product names every document carries), then every other script, so a
 * seller address in Chinese still renders on a German invoice. CJK faces come last: they are
 * the largest to load.
 */
const FALLBACK_ORDER: readonly FaceId[] = [
  'latin',
  'arabic',
  'hebrew',
  'thai',
  'japanese',
  'simplifiedChinese',
  'traditionalChinese',
  'korean',
];

/** The faces a document in this language draws from, most preferred first. */
export function fontStack(language: Pick<Language, 'languageCode'>): FaceId[] {
  const primary = PRIMARY_FACE[language.languageCode] ?? 'latin';
  return [primary, ...FALLBACK_ORDER.filter((face) => face !== primary)];
}

const require = createRequire(import.meta.url);

function packageDirectory(name: string): string {
  // The font packages are data, not modules: some export no entry point and some hide their
  // package.json behind `exports`, so look the directory up the way Node would find it.
  for (const base of require.resolve.paths(name) ?? []) {
    const directory = path.join(base, name);
    if (existsSync(path.join(directory, 'package.json'))) return directory;
  }
  throw new Error(`The font package ${name} is not installed: run npm install.`);
}

/** The file a face's weight is read from (for the decision record and tests). */
export function fontFile(face: FaceId, weight: FontWeight): string {
  const source: FaceSource = FACES[face];
  return path.join(packageDirectory(source.package), source.files[weight]);
}

/**
 * A WOFF 1 file unwrapped into the plain TrueType/OpenType font it compresses. fontkit reads
 * WOFF but inflates the whole glyph table again for every glyph it draws or subsets (seconds
 * for a CJK invoice), and its WOFF 2 subsets embed megabytes; Node's zlib unwraps a WOFF once.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    tables.push({
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      // A table no smaller compressed is stored as it is.
      data: compressedLength < length ? inflateSync(stored) : stored,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + 16 * numTables);
  woff.copy(directory, 0, 4, 8); // the flavour: TrueType outlines or 'OTTO' (CFF)
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts = [directory];
  let offset = directory.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(directory, record);
    directory.writeUInt32BE(table.checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    // sfnt tables start on four-byte boundaries.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

// Parsed once per process: a CJK face takes hundreds of milliseconds to decompress and
// index on first use, which must not be paid again for every invoice downloaded.
const loaded = new Map<string, fontkit.Font>();

/** The parsed font of a face and weight, loaded on first use and kept for the process. */
export function loadFont(face: FaceId, weight: FontWeight): fontkit.Font {
  const key = `${face}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const file = readFileSync(fontFile(face, weight));
    const sfnt = file.subarray(0, 4).toString('latin1') === 'wOFF' ? woffToSfnt(file) : file;
    const parsed = fontkit.create(sfnt);
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${key} is a font collection`);
    font = parsed;
    loaded.set(key, font);
  }
  return font;
}
