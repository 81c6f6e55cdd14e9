import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language';

describe('the language a browser asks for (Accept-Language)', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en;q=0.5, fr-CA;q=0.9', 'fr'],
    ['xx-YY, tlh;q=0.9, pl;q=0.1', 'pl'],
    ['ja', 'jp'],
    ['pt-PT,pt;q=0.8', 'pt'],
    ['zh-TW,zh;q=0.9', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['nb-NO', 'no'],
    ['no', 'no'],
    ['uk-UA', 'ua'],
    ['ar-EG;q=1.0', 'ar'],
    ['*;q=1, he;q=0.2', 'he'],
  ])('%s → %s', (header, code) => {
    expect(languageFromAcceptLanguage(header)?.code).toBe(code);
  });

  it.each([[undefined], [''], ['*'], ['xx, tlh'], ['de;q=0']])(
    'names no published language for %s',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('reads a site prefix as the tag it is, not as a site prefix (se is Northern Sami)', () => {
    expect(languageFromAcceptLanguage('se')).toBeUndefined();
    expect(languageFromAcceptLanguage('sv-SE')?.code).toBe('se');
  });
});
