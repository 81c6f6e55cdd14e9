/**
 * The text an uncompressed pdfkit PDF shows, read the way a viewer's copy-and-paste reads it.
 * With embedded fonts the content streams hold glyph ids, not characters: each font's
 * ToUnicode CMap maps them back to text. Runs drawn on one baseline join into one line.
 */
export interface PdfFont {
  /** The resource name content streams use, e.g. `F3`. */
  resource: string;
  baseFont: string;
  /** Whether the font program itself is embedded (FontFile2 / FontFile3). */
  embedded: boolean;
  toUnicode: Map<number, string>;
}

interface PdfObject {
  dictionary: string;
  stream: string | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    objects.set(Number(match[1]), {
      dictionary: streamAt >= 0 ? body.slice(0, streamAt) : body,
      stream: streamAt >= 0 ? body.slice(streamAt + 7, body.lastIndexOf('\nendstream')) : null,
    });
  }
  return objects;
}

function hexText(hex: string): string {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4) {
    text += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  }
  return text;
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of (block[1] ?? '').split('\n')) {
      // `<first> <last> [<text> <text> …]`: one text per code (pdfkit's form).
      const list = /^\s*<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[(.*)\]\s*$/.exec(line);
      if (list) {
        const start = parseInt(list[1] ?? '0', 16);
        [...(list[2] ?? '').matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((target, index) => {
          map.set(start + index, hexText((target[1] ?? '').replace(/\s+/g, '')));
        });
        continue;
      }
      // `<first> <last> <text>`: consecutive codes, consecutive characters.
      const range = /^\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/.exec(line);
      if (range) {
        const start = parseInt(range[1] ?? '0', 16);
        const end = parseInt(range[2] ?? '0', 16);
        const first = parseInt(range[3] ?? '0', 16);
        for (let code = start; code <= end; code += 1) {
          map.set(code, String.fromCharCode(first + code - start));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(pair[1] ?? '0', 16), hexText(pair[2] ?? ''));
    }
  }
  return map;
}

/** The fonts a PDF's pages use, by resource name. */
export function pdfFonts(pdf: Buffer): Map<string, PdfFont> {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, PdfFont>();
  const dictionaryOf = (ref: string | undefined) => objects.get(Number(ref))?.dictionary ?? '';
  for (const { dictionary } of objects.values()) {
    for (const entry of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const resource = entry[1] ?? '';
      const font = dictionaryOf(entry[2]);
      if (fonts.has(resource) || !/\/Type \/Font/.test(font)) continue;
      const descendant = dictionaryOf(/\/DescendantFonts \[(\d+) 0 R\]/.exec(font)?.[1]);
      const descriptor = dictionaryOf(/\/FontDescriptor (\d+) 0 R/.exec(descendant)?.[1]);
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      fonts.set(resource, {
        resource,
        baseFont: /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? '',
        embedded: /\/FontFile[23]? \d+ 0 R/.test(descriptor),
        toUnicode: parseToUnicode(objects.get(Number(cmapRef))?.stream ?? ''),
      });
    }
  }
  return fonts;
}

/** The PDF's text, one line per baseline, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const fonts = pdfFonts(pdf);
  const lines: string[] = [];
  let lastY: string | null = null;
  for (const { stream } of objectsOf(pdf).values()) {
    if (!stream?.includes('BT')) continue;
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1] ?? '';
      const y = /\S+ \S+ \S+ \S+ \S+ (\S+) Tm/.exec(body)?.[1] ?? null;
      let font: PdfFont | undefined;
      let text = '';
      for (const token of body.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
        if (token[1]) {
          font = fonts.get(token[1]);
          continue;
        }
        const hex = token[2] ?? '';
        for (let at = 0; at + 4 <= hex.length; at += 4) {
          text += font?.toUnicode.get(parseInt(hex.slice(at, at + 4), 16)) ?? '\ufffd';
        }
      }
      if (y !== null && y === lastY && lines.length > 0) {
        lines[lines.length - 1] += text;
      } else {
        lines.push(text);
      }
      lastY = y;
    }
  }
  return lines.join('\n');
}
