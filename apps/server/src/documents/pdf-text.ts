import type { Language } from '@burrow/domain/locales';
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Font } from 'fontkit';
import LineBreaker from 'linebreak';
import { fontStack, loadFont, type FaceId, type FontWeight } from './fonts';

/**
 * Text of any published language in a pdfkit document. pdfkit draws one font at a time, left
 * to right, and wraps only where it sees spaces; invoices in Japanese, Thai, Arabic or Hebrew
 * need more: a font per script (a character the language's face lacks is taken from the
 * next face that has it), Unicode line breaking (UAX #14, so Chinese wraps between
 * characters), and the bidirectional algorithm (UAX #9, so Arabic reads right to left with
 * numbers and emails left to right inside it). This module does those three and hands pdfkit
 * one run per font and direction, already in visual order.
 */

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

/** A piece of a line in one face and one direction, as pdfkit must be given it. */
export interface TextRun {
  face: FaceId;
  /** The characters to hand pdfkit: fontkit itself reverses a right-to-left script's run. */
  text: string;
  width: number;
}

export interface TextLine {
  /** Left to right, as drawn. */
  runs: TextRun[];
  width: number;
}

const bidi = bidiFactory();

// Characters that steer the bidi algorithm (marks, embeddings, isolates) or join invisibly:
// they take part in ordering but have no glyph, and fonts draw a box for them.
const INVISIBLE = /[\u200b-\u200f\u061c\u202a-\u202e\u2060-\u2069\ufeff]/u;
// Spaces Intl puts in numbers and dates (no-break, narrow no-break, thin, figure): drawn as a
// plain space by a face that lacks them.
const SPACE_LIKE = /[\u00a0\u2007\u2009\u202f]/u;
const LETTER = /\p{L}/u;
// fontkit lays out a run whose first scripted character is Arabic or Hebrew right to left and
// reverses its glyphs itself; any other run keeps the order it is given.
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

function fontkitReverses(text: string): boolean {
  const first = SCRIPTED.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

function reverseCharacters(text: string): string {
  return Array.from(text).reverse().join('');
}

export class DocumentText {
  private readonly stack: FaceId[];

  constructor(readonly language: Pick<Language, 'languageCode' | 'dir'>) {
    this.stack = fontStack(language);
  }

  get rtl(): boolean {
    return this.language.dir === 'rtl';
  }

  private font(face: FaceId, weight: FontWeight): Font {
    return loadFont(face, weight);
  }

  /** The face to draw `char` in, preferring to stay in `current` for anything but a letter. */
  private faceFor(char: string, current: FaceId | undefined, weight: FontWeight): FaceId {
    const codePoint = char.codePointAt(0) ?? 0;
    if (current && !LETTER.test(char)) {
      // Spaces, digits, punctuation and combining marks stay with the run they are in, so a
      // date or an Arabic word with its vowel marks is not cut into several fonts.
      if (this.font(current, weight).hasGlyphForCodePoint(codePoint)) return current;
    }
    for (const face of this.stack) {
      if (this.font(face, weight).hasGlyphForCodePoint(codePoint)) return face;
    }
    return current ?? (this.stack[0] as FaceId);
  }

  /** Whether a face and weight can draw a character (the coverage test asks this). */
  covers(char: string, weight: FontWeight = 'regular'): boolean {
    const codePoint = char.codePointAt(0) ?? 0;
    return this.stack.some((face) => this.font(face, weight).hasGlyphForCodePoint(codePoint));
  }

  // Shaping is the costly step and a document measures the same words several times.
  private readonly widths = new Map<string, number>();

  private widthOf(face: FaceId, weight: FontWeight, text: string, size: number): number {
    const key = `${face}-${weight}\u0000${text}`;
    let ems = this.widths.get(key);
    if (ems === undefined) {
      const font = this.font(face, weight);
      ems = font.layout(text).advanceWidth / font.unitsPerEm;
      this.widths.set(key, ems);
    }
    return ems * size;
  }

  /** The width of logical text, measured font run by font run. */
  private measure(text: string, style: TextStyle): number {
    const weight = style.weight ?? 'regular';
    let width = 0;
    let face: FaceId | undefined;
    let run = '';
    for (const raw of text) {
      if (INVISIBLE.test(raw)) continue;
      const next = this.faceFor(raw, face, weight);
      const char = this.drawable(raw, next, weight);
      if (face !== undefined && next !== face) {
        width += this.widthOf(face, weight, run, style.size);
        run = '';
      }
      face = next;
      run += char;
    }
    if (face !== undefined && run) width += this.widthOf(face, weight, run, style.size);
    return width;
  }

  private drawable(char: string, face: FaceId, weight: FontWeight): string {
    if (!SPACE_LIKE.test(char)) return char;
    return this.font(face, weight).hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? char : ' ';
  }

  /** Where a paragraph may wrap, as [start, end) pieces that each end at a break opportunity. */
  private pieces(paragraph: string, style: TextStyle, width: number): [number, number][] {
    const breaker = new LineBreaker(paragraph);
    const pieces: [number, number][] = [];
    let last = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      if (next.position > last) pieces.push([last, next.position]);
      last = next.position;
    }
    // A piece wider than the box (a long email, a Thai phrase without spaces) is cut
    // between characters rather than run past the margin.
    return pieces.flatMap(([start, end]) => {
      if (this.measure(paragraph.slice(start, end).trimEnd(), style) <= width) {
        return [[start, end] as [number, number]];
      }
      const cut: [number, number][] = [];
      let from = start;
      for (let at = start; at < end;) {
        const step = (paragraph.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
        if (at > from && this.measure(paragraph.slice(from, at + step), style) > width) {
          cut.push([from, at]);
          from = at;
        }
        at += step;
      }
      cut.push([from, end]);
      return cut;
    });
  }

  /**
   * A paragraph's lines, each in visual order, wrapped to `width`. Text of the document's
   * language takes the document's direction; data shown as it is (an address, an email) takes
   * the direction of its first letter (`auto`), as a browser does with `dir="auto"`.
   */
  layout(
    text: string,
    style: TextStyle,
    width: number,
    direction: TextDirection = 'document',
  ): TextLine[] {
    const base = direction === 'auto' ? 'auto' : this.rtl ? 'rtl' : 'ltr';
    return text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .flatMap((paragraph) => this.layoutParagraph(paragraph, style, width, base));
  }

  private layoutParagraph(
    paragraph: string,
    style: TextStyle,
    width: number,
    base: 'ltr' | 'rtl' | 'auto',
  ): TextLine[] {
    if (paragraph.trim() === '') return [{ runs: [], width: 0 }];
    const levels = bidi.getEmbeddingLevels(paragraph, base);
    // Greedy filling: a piece joins the line while the line, without its trailing spaces,
    // still fits. Each piece is measured once (kerning across pieces is not worth a re-layout).
    const lines: [number, number][] = [];
    let lineStart = -1;
    let lineEnd = -1;
    let lineWidth = 0;
    for (const [start, end] of this.pieces(paragraph, style, width)) {
      const piece = paragraph.slice(start, end);
      const visible = this.measure(piece.trimEnd(), style);
      if (lineStart >= 0 && lineWidth + visible <= width) {
        lineEnd = end;
      } else {
        if (lineStart >= 0) lines.push([lineStart, lineEnd]);
        [lineStart, lineEnd, lineWidth] = [start, end, 0];
      }
      lineWidth += piece === piece.trimEnd() ? visible : this.measure(piece, style);
    }
    if (lineStart >= 0) lines.push([lineStart, lineEnd]);
    return lines.map(([start, end]) => {
      const visibleEnd = start + paragraph.slice(start, end).trimEnd().length;
      return this.visualLine(paragraph, levels, start, visibleEnd, style);
    });
  }

  /** One line's runs left to right (UAX #9 L2 reordering, L4 mirroring). */
  private visualLine(
    paragraph: string,
    levels: EmbeddingLevels,
    start: number,
    end: number,
    style: TextStyle,
  ): TextLine {
    if (end <= start) return { runs: [], width: 0 };
    const weight = style.weight ?? 'regular';
    // bidi-js answers the order of the whole paragraph, with only this line's part reordered.
    const order = bidi.getReorderedIndices(paragraph, levels, start, end - 1).slice(start, end);
    const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, start, end - 1);
    const runs: TextRun[] = [];
    let face: FaceId | undefined;
    let level = -1;
    let previous = -2;
    let visual = '';
    const flush = () => {
      if (face === undefined || visual === '') return;
      // fontkit reverses a right-to-left script itself and must see it in logical order for
      // Arabic joining; anything it keeps in order goes in as it is seen.
      const text = fontkitReverses(visual) ? reverseCharacters(visual) : visual;
      runs.push({ face, text, width: this.widthOf(face, weight, text, style.size) });
      visual = '';
    };
    for (let k = 0; k < order.length; k += 1) {
      const index = order[k] as number;
      const unit = paragraph.charCodeAt(index);
      if (unit >= 0xdc00 && unit <= 0xdfff && index > start) {
        // The low half of a surrogate pair is drawn with its high half.
        if (paragraph.charCodeAt(index - 1) >= 0xd800 && paragraph.charCodeAt(index - 1) <= 0xdbff)
          continue;
      }
      const raw = mirrored.get(index) ?? String.fromCodePoint(paragraph.codePointAt(index) ?? 0);
      if (INVISIBLE.test(raw)) continue;
      const charLevel = levels.levels[index] ?? 0;
      const next = this.faceFor(raw, face, weight);
      const adjacent = charLevel % 2 === 1 ? index < previous : index > previous;
      if (next !== face || charLevel !== level || !adjacent) flush();
      face = next;
      level = charLevel;
      previous = index;
      visual += this.drawable(raw, next, weight);
    }
    flush();
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }
}

export type Align = 'start' | 'end';
export type TextDirection = 'document' | 'auto';

/**
 * An amount for right-to-left text: its currency symbol (`US$`, `€`) becomes a left-to-right
 * isolate, so `US$` is not split into `$US` around the number the way the bidi algorithm
 * treats a bare `$` after Latin letters.
 */
export function isolateSymbols(amount: string): string {
  return amount.replace(/[^\p{N}\p{Z}\p{Cf}.,\u066b\u066c+\-\u2212]+/gu, '\u2066$&\u2069');
}

/** The line height text of this size is laid out with (room for Thai and Arabic marks). */
export function lineHeight(size: number): number {
  return size * 1.45;
}

/**
 * Draws `text` into a pdfkit document in the box starting at (x, y), `width` wide, aligned to
 * the start or end of the document's direction (start is the right edge in Arabic and
 * Hebrew); answers the height it took.
 */
export function drawText(
  pdf: PDFKit.PDFDocument,
  text: DocumentText,
  content: string,
  style: TextStyle,
  box: { x: number; y: number; width: number; align?: Align; direction?: TextDirection },
): number {
  const weight = style.weight ?? 'regular';
  const lines = text.layout(content, style, box.width, box.direction);
  const toRight = (box.align === 'end') !== text.rtl;
  let y = box.y;
  for (const line of lines) {
    let x = toRight ? box.x + box.width - line.width : box.x;
    // One baseline for every face on the line, however tall their ascenders.
    const baseline = y + style.size * 1.1;
    for (const run of line.runs) {
      const name = `${run.face}-${weight}`;
      registerFont(pdf, name, loadFont(run.face, weight));
      pdf
        .font(name)
        .fontSize(style.size)
        .fillColor(style.color ?? '#000')
        // An empty feature list makes pdfkit shape the whole run at once (Arabic joining,
        // Thai marks) instead of word by word, with fontkit's default features.
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      x += run.width;
    }
    y += lineHeight(style.size);
  }
  return y - box.y;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

function registerFont(pdf: PDFKit.PDFDocument, name: string, font: Font): void {
  const names = registered.get(pdf) ?? new Set<string>();
  registered.set(pdf, names);
  if (names.has(name)) return;
  // pdfkit accepts a parsed fontkit font (PDFFontFactory.open), which its types do not list;
  // handing it the parsed font spares re-reading a CJK face for every document.
  pdf.registerFont(name, font as unknown as Buffer);
  names.add(name);
}
