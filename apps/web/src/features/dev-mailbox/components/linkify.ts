export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// http(s) URLs up to whitespace or a closing bracket; other schemes stay plain text.
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Splits plain text into text and link segments, so links can be rendered clickable. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
