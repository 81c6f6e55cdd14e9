import { isValidPageParam } from '@burrow/domain/page-routes';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * A page whose path holds values (`/subscriptions/:krn/…`) shows the not-found page when a
 * value cannot be one, as the server answers 404 for it (decision 0097).
 */
export function withValidParams(load: LazyPage): LazyPage {
  return async () => {
    const [{ Component: Page }, { Component: NotFound }] = await Promise.all([
      load(),
      import('./not-found-route'),
    ]);
    function PageWithValidParams() {
      const params = useParams();
      const valid = Object.entries(params).every(
        ([name, value]) => value !== undefined && isValidPageParam(name, value),
      );
      return valid ? <Page /> : <NotFound />;
    }
    return { Component: PageWithValidParams };
  };
}
