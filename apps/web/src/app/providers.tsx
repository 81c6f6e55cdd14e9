import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogue } from '../i18n/message-ids';
import { DEFAULT_LOCALE } from '../i18n/locales';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // docs/product.md#reads-and-the-api: account queries are not retried on failure; the screen offers a retry.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  locale?: string;
  /** The locale's catalogue, loaded before the first render (`loadCatalogue`). */
  messages: Catalogue;
  queryClient?: QueryClient;
}

export function AppProviders({
  children,
  locale = DEFAULT_LOCALE,
  messages,
  queryClient,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}
