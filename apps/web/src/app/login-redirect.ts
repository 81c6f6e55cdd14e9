import type { DataRouter } from 'react-router';
import { configureLoginRedirect } from '../lib/api-client';

/** Makes the api-client's sign-in redirect a client-side navigation of this router. */
export function installLoginRedirect(router: DataRouter): () => void {
  return configureLoginRedirect({
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (loginPath) => void router.navigate(loginPath, { replace: true }),
  });
}
