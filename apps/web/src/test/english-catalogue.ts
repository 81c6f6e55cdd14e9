import type { Catalogue } from '../i18n/message-ids';

// The English catalogue as the app loads it: parsed at build time (decision 0137), so a
// test formats exactly what the browser formats.
const loaded = import.meta.glob<Catalogue>('../i18n/messages/en.json', {
  query: '?compiled',
  import: 'default',
  eager: true,
});
const english = Object.values(loaded)[0];
if (!english) throw new Error('There is no English catalogue');

export const englishCatalogue: Catalogue = english;
