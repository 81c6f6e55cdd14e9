import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPage } from '@burrow/contract/content';
import { CONTENT_SLUG_PATTERN } from '@burrow/domain/content-pages';
import { parseContent } from '@burrow/domain/content-markdown';
import { DEFAULT_LOCALE, isPublishedLocale } from '@burrow/domain/locales';
import { notFound } from '../../platform/errors';

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A legal or help page from the content directory (decision 0099): `<dir>/<locale>/<slug>.md`
 * in the asked-for language, else the English file, marked as a fallback. Files are read on
 * every request, so an operator's replaced file shows without a restart. A slug or locale
 * outside their patterns never reaches the file system, so no request can leave the folder.
 */
export async function readContentPage(
  contentDir: string,
  slug: string,
  locale: string | undefined,
): Promise<ContentPage> {
  if (!CONTENT_SLUG_PATTERN.test(slug)) throw notFound('The page');
  const asked = locale && isPublishedLocale(locale) ? locale : DEFAULT_LOCALE;
  const candidates = asked === DEFAULT_LOCALE ? [asked] : [asked, DEFAULT_LOCALE];
  for (const candidate of candidates) {
    const source = await readIfPresent(path.join(contentDir, candidate, `${slug}.md`));
    if (source === undefined) continue;
    const document = parseContent(source);
    return {
      slug,
      locale: candidate,
      fallback: candidate !== asked,
      title: document.title,
      template: document.template,
      blocks: document.blocks,
    };
  }
  throw notFound('The page');
}
