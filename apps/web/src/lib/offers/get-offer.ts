import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { siteLocaleOf } from '../../i18n/locales';
import { apiCall } from '../api-client';
import { retryOrderRead } from './order-read-retry';

/**
 * One cache entry per offer and language, shared by the plan page, checkout and the account
 * area: the server answers product texts in the asked locale.
 */
export const offerKeys = {
  offer: (offerId: string, locale: string) => ['offers', offerId, locale] as const,
};

/** An offer's products and prices (plan page, checkout); public, so a 401 is just an error. */
export function getOffer(offerId: string, locale: string, signal?: AbortSignal) {
  return apiCall(
    endpoints.getOffer,
    { params: { offerId }, query: { locale }, signal },
    { onUnauthenticated: 'throw' },
  );
}

/** `locale` is the site locale (`de`, `jp`, …) whose product names and descriptions to show. */
export function offerQueryOptions(offerId: string, locale: string) {
  return queryOptions({
    queryKey: offerKeys.offer(offerId, locale),
    queryFn: ({ signal }) => getOffer(offerId, locale, signal),
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
