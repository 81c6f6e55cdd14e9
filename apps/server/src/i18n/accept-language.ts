import type { Language } from '@burrow/domain/locales';
import { languageOfTag } from './translator';

/**
 * The published language a browser prefers most, from its `Accept-Language` header
 * (`de-CH,de;q=0.9,en;q=0.8`): ranges in order of their quality, the first one published wins.
 * A range of quality 0 is refused and `*` names no language; none published is undefined.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    // Equal qualities keep the header's order.
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const language = languageOfTag(range.tag);
    if (language) return language;
  }
  return undefined;
}
