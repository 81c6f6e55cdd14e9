import { LoadingBlock } from '../../../components/skeleton';

export function OrderSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
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
