import path from 'node:path';
import { GATEWAY_CATALOGUES } from '../src/modules/sandbox-gateway/page-messages';
import { describeCatalogueSet } from './support/catalogue-checks';

describeCatalogueSet('sandbox gateway page catalogues', {
  catalogues: GATEWAY_CATALOGUES,
  directory: path.join(import.meta.dirname, '../src/modules/sandbox-gateway/messages'),
  keyPattern:
    /^(page|card|test_cards|decision|paypal|wallet|challenge|failure|result|not_found)\.[a-z0-9_.]+$/,
  keyRule: 'prefixed by the page or part of a page they belong to (card.*, paypal.*, …)',
});
