import { contentPage } from '@burrow/contract/endpoints/content-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const contentKeys = {
  page: (slug: string, locale: string) => ['content', slug, locale] as const,
};

/** A legal or help page in the reader's language, or English marked as a fallback. */
export function getContentPage(slug: string, locale: string, signal?: AbortSignal) {
  return apiCall(
    contentPage,
    { params: { slug }, query: { locale }, signal },
    { onUnauthenticated: 'throw' },
  );
}

export function contentPageQueryOptions(slug: string, locale: string) {
  return queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: ({ signal }) => getContentPage(slug, locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(slug: string, locale: string) {
  return useQuery(contentPageQueryOptions(slug, locale));
}
