import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useDialogOnDemand } from '../components/dialog-on-demand';

const ConsentPanel = lazy(() =>
  import('./consent-panel').then((module) => ({ default: module.ConsentPanel })),
);

/**
 * docs/product.md#the-site-shell footer "change preferences": the cookie consent dialog whose answer gates
 * analytics (decision 0059). Saved at once; analytics reads it at every event. The panel
 * loads on first open (`components/dialog-on-demand.ts`).
 */
export function ConsentDialog() {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  return (
    <>
      <button {...dialog.triggerProps} className="rounded underline hover:text-slate-900">
        {intl.formatMessage({ id: 'site.consent.link' })}
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <ConsentPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
