import { getOffer as getOfferEndpoint } from '@burrow/contract/endpoints/get-offer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { siteLocaleOf } from '../../i18n/locales';
import { apiCall } from '../api-client';
import { retryOrderRead } from './order-read-retry';

/**
 * One cache entry per offer, language and residence country, shared by the plan page and
 * checkout: the server answers product texts in the asked locale and, for a country, leaves
 * out the products not sold there (decision 0107).
 */
export const offerKeys = {
  offer: (offerId: string, locale: string, country?: string) =>
    country
      ? (['offers', offerId, locale, country] as const)
      : (['offers', offerId, locale] as const),
};

/**
 * An offer's products and prices (plan page, checkout); public, so a 401 is just an error.
 * With `country` (the buyer's residence), only what is sold there.
 */
export function getOffer(offerId: string, locale: string, signal?: AbortSignal, country?: string) {
  return apiCall(
    getOfferEndpoint,
    { params: { offerId }, query: country ? { locale, country } : { locale }, signal },
    { onUnauthenticated: 'throw' },
  );
}

/** `locale` is the site locale (`de`, `jp`, …) whose product names and descriptions to show. */
export function offerQueryOptions(offerId: string, locale: string, country?: string) {
  return queryOptions({
    queryKey: offerKeys.offer(offerId, locale, country),
    queryFn: ({ signal }) => getOffer(offerId, locale, signal, country),
    retry: retryOrderRead,
    // Prices change rarely; the server lets caches keep an offer for a minute too.
    staleTime: 60_000,
  });
}

/** The site locale the page speaks, for the offer's texts. */
export function useOfferLocale(): string {
  return siteLocaleOf(useIntl().locale);
}

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId, useOfferLocale()));
}
