import { GATEWAY_PREFIX } from './intent-mapping';
import type { PageLanguage } from './page-language';

export const STYLESHEET_PATH = `${GATEWAY_PREFIX}/assets/gateway.css`;
export const SCRIPT_PATH = `${GATEWAY_PREFIX}/assets/gateway.js`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlPart = Html | string | number | null | undefined | readonly Html[];

export function html(strings: TemplateStringsArray, ...parts: HtmlPart[]): Html {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    if (part instanceof Html) out += part.value;
    else if (Array.isArray(part)) out += part.map((item: Html) => item.value).join('');
    else if (part !== null && part !== undefined) out += escapeHtml(String(part));
    out += strings[index + 1] ?? '';
  });
  return new Html(out);
}

/**
 * The page shell, in the page's language and writing direction. Behaviour lives in the
 * separate script file (the CSP allows no inline script); `defer` runs it after the document
 * is parsed.
 */
export function layout(page: PageLanguage, title: string, body: Html): string {
  const { language, t } = page;
  return html`<!doctype html>
    <html lang="${language.languageCode}" dir="${language.dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t('page.title', { page: title })}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <script src="${SCRIPT_PATH}" defer></script>
      </head>
      <body>
        <main class="sheet">
          <p class="test-mode">${t('page.test_mode')}</p>
          ${body}
        </main>
      </body>
    </html> `.value;
}
