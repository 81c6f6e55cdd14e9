import { LANGUAGES } from '@burrow/domain/locales';
import { localizedPath } from '@burrow/domain/localized-path';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Spinner } from '../components/spinner';
import { authKeys } from '../features/auth/api/query-keys';
import { updateLocale } from '../features/auth/api/update-locale';
import { siteLocaleOf, writeLocaleCookie } from '../i18n/locales';
import type { DialogPanelProps } from '../components/dialog-on-demand';
import { DialogPanelHeader } from './dialog-panel-header';

export interface LanguagePanelProps extends DialogPanelProps {
  /** Loads the chosen page; a full load, so the app starts again in the new language. */
  assign: (href: string) => void;
}

/** The language dialog's panel, loaded on first open (`language-dialog.tsx`). */
export function LanguagePanel({ open, onOpenChange, returnFocus, assign }: LanguagePanelProps) {
  const intl = useIntl();
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = siteLocaleOf(intl.locale);
  const [choosing, setChoosing] = useState<string | null>(null);

  async function choose(code: string) {
    setChoosing(code);
    writeLocaleCookie(code);
    // Only a signed-in person has an account to remember it on; their user is in the cache.
    if (queryClient.getQueryData(authKeys.currentUser())) {
      // Not saved (offline, session just ended): the cookie still holds the choice.
      await updateLocale(code).catch(() => undefined);
    }
    assign(localizedPath(`${location.pathname}${location.search}${location.hash}`, code));
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <DialogPanelHeader
            title={intl.formatMessage({ id: 'shell.language.title' })}
            className="mb-4"
            titleClassName="text-lg"
          />
          <ul className="grid grid-cols-2 gap-1 md:grid-cols-4" data-testid="language-list">
            {LANGUAGES.map((language) => (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.languageCode}
                  dir={language.dir}
                  aria-current={language.code === current ? 'true' : undefined}
                  disabled={choosing !== null}
                  onClick={() => void choose(language.code)}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-60 aria-[current=true]:font-semibold aria-[current=true]:text-indigo-700"
                >
                  {language.name}
                  {choosing === language.code && <Spinner />}
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
