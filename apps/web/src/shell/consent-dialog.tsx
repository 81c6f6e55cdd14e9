import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../components/button';
import { readConsent, writeConsent } from '../lib/consent/consent';
import { CloseIcon } from './icons';

/**
 * Spec §2 footer "change preferences": the cookie consent dialog whose answer gates
 * analytics (decision 0059). Saved at once; analytics reads it at every event.
 */
export function ConsentDialog() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [analyticsAllowed, setAnalyticsAllowed] = useState(false);

  function onOpenChange(next: boolean) {
    if (next) setAnalyticsAllowed(readConsent() === 'analytics');
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="rounded underline hover:text-slate-900">
        {intl.formatMessage({ id: 'site.consent.link' })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {intl.formatMessage({ id: 'site.consent.link' })}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={intl.formatMessage({ id: 'shell.language.close' })}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'site.consent.intro' })}
          </Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              writeConsent(analyticsAllowed ? 'analytics' : 'necessary');
              setOpen(false);
            }}
          >
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={analyticsAllowed}
                onChange={(event) => setAnalyticsAllowed(event.target.checked)}
              />
              {intl.formatMessage({ id: 'site.consent.analytics' })}
            </label>
            <Button type="submit" className="self-end">
              {intl.formatMessage({ id: 'site.consent.save' })}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
