import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useDialogOnDemand } from '../components/dialog-on-demand';

const ContactPanel = lazy(() =>
  import('./contact-panel').then((module) => ({ default: module.ContactPanel })),
);

/**
 * The floating "Contact us" button (decision 0099): it opens the contact form in a panel,
 * loaded on first open (`components/dialog-on-demand.ts`); focus comes back on close. It
 * promises no live chat and no one online. On phones it is a small round icon in the corner
 * and the layouts leave room under the page for it, so it never covers content.
 */
export function ContactButton() {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  const label = intl.formatMessage({ id: 'site.link.contact' });
  return (
    <>
      <button
        {...dialog.triggerProps}
        aria-label={label}
        className="fixed end-3 bottom-3 z-30 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-indigo-700 text-sm font-semibold text-white shadow-lg hover:bg-indigo-800 sm:end-4 sm:bottom-4 sm:size-auto sm:px-4 sm:py-3"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 6.75A2.75 2.75 0 0 1 5.75 4h12.5A2.75 2.75 0 0 1 21 6.75v8.5A2.75 2.75 0 0 1 18.25 18H9l-4.5 3v-3.25A2.75 2.75 0 0 1 3 15.25v-8.5Z"
          />
        </svg>
        <span className="hidden sm:inline">{label}</span>
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <ContactPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
