import { pagePatterns } from '@burrow/domain/page-routes';

/**
 * Every route pattern of the web app, from its one route table
 * (`@burrow/domain/page-routes`, decision 0097), with `*` for the not-found page. A page
 * added there shows up here, so a journey that must visit every page cannot miss it.
 */
export function appRoutePatterns(): string[] {
  return [...pagePatterns(), '*'].sort();
}
