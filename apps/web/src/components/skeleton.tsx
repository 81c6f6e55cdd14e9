import { useIntl } from 'react-intl';
import { cx } from '../lib/class-names';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

interface LoadingBlockProps {
  lines?: number;
  className?: string;
  /**
   * For a page's body: at least a screen tall, so the footer stays below the fold until the
   * content replaces the placeholder. Otherwise the footer is on screen while loading and
   * jumps down when the (taller) content arrives, which is layout shift (CLS).
   */
  fillScreen?: boolean;
}

/** A placeholder region that tells assistive technology something is loading. */
export function LoadingBlock({ lines = 3, className, fillScreen = false }: LoadingBlockProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      className={cx('flex flex-col gap-3', fillScreen && 'min-h-screen', className)}
    >
      <span className="sr-only">{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === 0 ? 'h-6 w-1/3' : 'h-4 w-full'} />
      ))}
    </div>
  );
}
