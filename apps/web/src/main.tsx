import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { runEffectsAfterRender } from './app/effect-timing';
import { installLoginRedirect } from './app/login-redirect';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyDocumentLocale, languageTagOf, loadCatalogue, startupLocale } from './i18n/locales';
import { initAnalytics } from './lib/analytics/analytics';
import { configurePageLocale } from './lib/api-client';
import { captureAttribution } from './lib/attribution';
import { hasAnalyticsConsent } from './lib/consent/consent';
import './index.css';

runEffectsAfterRender();

// Before the router starts: the landing URL's campaign parameters are read as they arrived.
captureAttribution();
// docs/product.md#page-views-and-clicks: the library is initialised before anything can track.
initAnalytics({ hasConsent: hasAnalyticsConsent });

// Decision 0057: the locale prefix is the router's basename, so every absolute link of the
// app keeps the language without knowing about it.
const start = startupLocale(
  `${window.location.pathname}${window.location.search}${window.location.hash}`,
  document.cookie,
);
if (start.redirectTo) window.history.replaceState(null, '', start.redirectTo);
const { locale } = start;
applyDocumentLocale(locale, document.documentElement);
configurePageLocale(locale);
const router = createAppRouter(start.basename);
installLoginRedirect(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void loadCatalogue(locale).then((messages) => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders locale={languageTagOf(locale)} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
