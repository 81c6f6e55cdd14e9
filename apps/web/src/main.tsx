import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installLoginRedirect } from './app/login-redirect';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadCatalogue, preferredLocale } from './i18n/locales';
import { captureAttribution } from './lib/attribution';
import './index.css';

// Before the router starts: the landing URL's campaign parameters are read as they arrived.
captureAttribution();
const router = createAppRouter();
installLoginRedirect(router);

const locale = preferredLocale();
document.documentElement.lang = locale;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void loadCatalogue(locale).then((messages) => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
