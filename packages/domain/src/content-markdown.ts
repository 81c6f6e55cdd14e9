/**
 * The small Markdown dialect of content files (decision 0099), parsed to data the web
 * renders as React elements. There is no HTML in or out: a `<tag>` in a file is text, a link
 * is kept only when it goes somewhere safe, so a replaced file can never inject markup or
 * script. Supported: front matter (`title:`, `template: true`), `## ` and `### ` headings,
 * paragraphs, `- ` and `1. ` lists, `**bold**` and `[words](link)`.
 */

export type ContentInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

export type ContentBlock =
  | { type: 'heading'; level: 2 | 3; inlines: ContentInline[] }
  | { type: 'paragraph'; inlines: ContentInline[] }
  | { type: 'list'; ordered: boolean; items: ContentInline[][] };

export interface ContentDocument {
  /** The front matter's `title`, or the first `# ` heading; '' when the file has neither. */
  title: string;
  /** The file says it is a default text for the operator to review. */
  template: boolean;
  blocks: ContentBlock[];
}

/** Site paths, https and mailto: nothing that runs script or leaves for a plain-http page. */
export function isSafeContentHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  if (href.startsWith('#')) return true;
  return /^(https:\/\/|mailto:)[^\s]+$/i.test(href);
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlines(text: string): ContentInline[] {
  const inlines: ContentInline[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = inlines.at(-1);
    if (last?.type === 'text') last.text += value;
    else inlines.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(at, match.index));
    const [whole, strong, label, href] = match;
    if (strong !== undefined) inlines.push({ type: 'strong', text: strong });
    else if (label !== undefined && href !== undefined && isSafeContentHref(href))
      inlines.push({ type: 'link', text: label, href });
    else pushText(label ?? whole);
    at = match.index + whole.length;
  }
  pushText(text.slice(at));
  return inlines;
}

function frontMatter(lines: string[]): { fields: Map<string, string>; rest: string[] } {
  const fields = new Map<string, string>();
  if (lines[0]?.trim() !== '---') return { fields, rest: lines };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return { fields, rest: lines };
  for (const line of lines.slice(1, end)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { fields, rest: lines.slice(end + 1) };
}

const UNORDERED_ITEM = /^\s*[-*]\s+(.*)$/;
const ORDERED_ITEM = /^\s*\d+[.)]\s+(.*)$/;

export function parseContent(source: string): ContentDocument {
  const { fields, rest } = frontMatter(source.replace(/\r\n?/g, '\n').split('\n'));
  let title = fields.get('title') ?? '';
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list)
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
    paragraph = [];
    list = undefined;
  };
  for (const raw of rest) {
    const line = raw.trim();
    const unordered = UNORDERED_ITEM.exec(raw);
    const ordered = unordered ? null : ORDERED_ITEM.exec(raw);
    if (line === '') {
      flush();
    } else if (line.startsWith('#')) {
      flush();
      const [, hashes = '', words = ''] = /^(#+)\s*(.*)$/.exec(line) ?? [];
      if (hashes.length === 1 && title === '') title = words;
      else
        blocks.push({
          type: 'heading',
          level: hashes.length <= 2 ? 2 : 3,
          inlines: parseInlines(words),
        });
    } else if (unordered || ordered) {
      const isOrdered = ordered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== isOrdered)) flush();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push((unordered ?? ordered)![1]!.trim());
    } else if (list && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { title, template: fields.get('template') === 'true', blocks };
}
