import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/skeleton';

/**
 * The checkout's loading state in the shape and size of what replaces it for a visitor (the
 * email step beside the plan summary), so nothing below it, the footer included, moves when
 * the offer arrives (layout shift). The heights follow the real elements' line heights.
 */
export function CheckoutSkeleton() {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10"
    >
      <span className="sr-only">{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-7 w-1/2" />
        <div className="flex flex-col gap-4">
          {/* The intro paragraph: three lines on a phone, two from `lg`. */}
          <Skeleton className="h-15 lg:h-10" />
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-5 w-1/4" />
            <Skeleton className="h-[42px] rounded-lg" />
          </div>
          <Skeleton className="h-9 w-28 rounded-lg" />
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5" />
        <Skeleton className="h-5 w-1/4" />
      </div>
    </div>
  );
}
