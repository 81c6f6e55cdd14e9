// The sandbox provider's own words, separate from Burrow's (decision 0067): a real PSP's hosted
// pages speak the buyer's language from its own catalogues. Every published locale is
// imported statically, so the bundled server carries them and a missing file fails the build.
import { createTranslator } from '../../i18n/translator';
import type { CatalogueSet } from '../../i18n/catalogues';
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

/** A message of the hosted pages: every key of the English catalogue, the reference. */
export type GatewayMessageId = keyof typeof messagesEn;

/** The hosted pages' catalogues by site prefix; the catalogue test proves each is complete. */
export const GATEWAY_CATALOGUES: CatalogueSet<GatewayMessageId> = {
  english: messagesEn,
  byLocale: {
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
  },
};

/** The hosted pages' messages in a locale's language (English for anything unpublished). */
export const gatewayTranslator = createTranslator(GATEWAY_CATALOGUES);
