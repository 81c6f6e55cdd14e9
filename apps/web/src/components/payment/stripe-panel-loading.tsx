import { useIntl } from 'react-intl';
import { Skeleton } from '../skeleton';

/** Stripe's form on its way: said in words, with the fields' outline held in place. */
export function StripePanelLoading() {
  const intl = useIntl();
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'checkout.dialog.loading' })}
      </p>
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}
