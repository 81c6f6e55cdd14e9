import { LoadingBlock } from '../../../components/skeleton';

/**
 * At least a screen tall (rows at the top): the plans are taller than a screen on a phone and
 * on a laptop, so the footer must stay below the fold until they arrive, or it jumps down
 * (layout shift).
 */
export function OrderSkeleton() {
  return (
    <div className="grid min-h-screen content-start gap-4 md:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <LoadingBlock
          key={key}
          lines={5}
          className="rounded-2xl border border-slate-200 bg-white p-6"
        />
      ))}
    </div>
  );
}
