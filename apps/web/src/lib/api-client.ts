import { ApiError, callEndpoint, type CallOptions } from '@burrow/contract/client';
import type { Endpoint } from '@burrow/contract/endpoints';
import { PAGE_LOCALE_HEADER } from '@burrow/domain/locales';
import type { z } from 'zod';
import { loginPathFor } from './safe-redirect';

export { ApiError };

export interface ApiCallPolicy {
  /**
   * What a 401 means for this call. Account calls (the default) send the person to sign in;
   * calls whose screen handles 401 itself — a wrong password, an expired magic link, a
   * public page — pass `'throw'`.
   */
  onUnauthenticated?: 'redirect-to-login' | 'throw';
}

type LoginRedirect = (loginPath: string) => void;

let redirectToLogin: LoginRedirect = (loginPath) => window.location.assign(loginPath);
let currentPath: () => string = () => `${window.location.pathname}${window.location.search}`;

/**
 * Lets the router perform the sign-in redirect as a client-side navigation and report the
 * path the person is on. Without it a full page load is used. Returns the previous setup.
 */
export function configureLoginRedirect(options: {
  navigate: LoginRedirect;
  currentPath: () => string;
}): () => void {
  const previous = { navigate: redirectToLogin, currentPath };
  redirectToLogin = options.navigate;
  currentPath = options.currentPath;
  return () => {
    redirectToLogin = previous.navigate;
    currentPath = previous.currentPath;
  };
}

let pageLocale: string | undefined;

/**
 * The site locale the page is shown in, sent with every call so the server words estimates,
 * invoices and a new account's emails in the page's language even when the visitor arrived
 * on a localised address without choosing a language (decision 0117).
 */
export function configurePageLocale(locale: string | undefined): void {
  pageLocale = locale;
}

/** The one way the web talks to the API: typed by the contract, with the central 401 policy. */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
  policy: ApiCallPolicy = {},
): Promise<z.output<E['response']>> {
  try {
    // Read fetch at call time so a test's fake at the network boundary is honoured.
    const headers = pageLocale
      ? { [PAGE_LOCALE_HEADER]: pageLocale, ...options.headers }
      : options.headers;
    return await callEndpoint((input, init) => fetch(input, init), '', endpoint, {
      ...options,
      headers,
    });
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      (policy.onUnauthenticated ?? 'redirect-to-login') === 'redirect-to-login'
    ) {
      const path = currentPath();
      // Already on the sign-in page: redirecting again would loop.
      if (!path.startsWith('/login')) redirectToLogin(loginPathFor(path));
    }
    throw error;
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
