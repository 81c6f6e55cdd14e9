// Every published locale's catalogue is imported statically: the server bundle carries them,
// and a catalogue file that goes missing fails the build instead of an invoice download.
import messagesEn from './messages/en.json';
import messagesDe from './messages/de.json';
import messagesEs from './messages/es.json';
import messagesFr from './messages/fr.json';
import messagesIt from './messages/it.json';
import messagesNl from './messages/nl.json';
import messagesPl from './messages/pl.json';
import messagesPt from './messages/pt.json';
import messagesRu from './messages/ru.json';
import messagesJp from './messages/jp.json';
import messagesKr from './messages/kr.json';
import messagesZhCn from './messages/zh-cn.json';
import messagesZhTw from './messages/zh-tw.json';
import messagesSe from './messages/se.json';
import messagesDk from './messages/dk.json';
import messagesFi from './messages/fi.json';
import messagesNo from './messages/no.json';
import messagesTr from './messages/tr.json';
import messagesAr from './messages/ar.json';
import messagesHe from './messages/he.json';
import messagesTh from './messages/th.json';
import messagesVn from './messages/vn.json';
import messagesId from './messages/id.json';
import messagesUa from './messages/ua.json';
import messagesCs from './messages/cs.json';
import messagesHu from './messages/hu.json';
import messagesRo from './messages/ro.json';
import messagesEl from './messages/el.json';
import messagesMs from './messages/ms.json';

/** A message id: every key of the English catalogue, which is the reference (decision 0007). */
export type MessageId = keyof typeof messagesEn;

export type Catalogue = Readonly<Record<MessageId, string>>;

/**
 * One set of ICU catalogues: English, whose keys are the ids, and one catalogue per published
 * site prefix. The server's documents are one set; a module that speaks for someone else (the
 * sandbox payment provider's hosted pages) keeps its own set, formatted the same way.
 */
export interface CatalogueSet<Id extends string> {
  english: Readonly<Record<Id, string>>;
  byLocale: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** English, the reference catalogue and the fallback for any locale that is not published. */
export const ENGLISH: Catalogue = messagesEn;

/**
 * The catalogues by site prefix (`packages/domain/src/locales.ts`), one per published
 * language. Typed loosely on purpose: the catalogue test, not the compiler, proves each has
 * exactly the English keys, so a missing key is reported by locale and key.
 */
export const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: messagesEn,
  de: messagesDe,
  es: messagesEs,
  fr: messagesFr,
  it: messagesIt,
  nl: messagesNl,
  pl: messagesPl,
  pt: messagesPt,
  ru: messagesRu,
  jp: messagesJp,
  kr: messagesKr,
  'zh-cn': messagesZhCn,
  'zh-tw': messagesZhTw,
  se: messagesSe,
  dk: messagesDk,
  fi: messagesFi,
  no: messagesNo,
  tr: messagesTr,
  ar: messagesAr,
  he: messagesHe,
  th: messagesTh,
  vn: messagesVn,
  id: messagesId,
  ua: messagesUa,
  cs: messagesCs,
  hu: messagesHu,
  ro: messagesRo,
  el: messagesEl,
  ms: messagesMs,
};

/** The catalogues of server-rendered documents: invoice PDFs and emails. */
export const DOCUMENT_CATALOGUES: CatalogueSet<MessageId> = {
  english: ENGLISH,
  byLocale: CATALOGUES,
};
