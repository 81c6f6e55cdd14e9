import { useIntl } from 'react-intl';

export function MoneyBackGuarantee({ days }: { days: number }) {
  const intl = useIntl();
  return (
    <section className="flex flex-col gap-1 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
      <h2 className="font-semibold text-emerald-900">
        {intl.formatMessage({ id: 'order.guarantee.title' }, { days })}
      </h2>
      <p className="text-sm text-emerald-900">
        {intl.formatMessage({ id: 'order.guarantee.body' }, { days })}
      </p>
    </section>
  );
}
