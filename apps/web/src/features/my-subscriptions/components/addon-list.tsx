import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { periodText } from '../../../i18n/period-text';
import type { AddonLine } from '../model/addon-lines';
import type { ChangeRequest } from '../model/change-request';
import type { PlanOption } from '../model/plan-options';
import { addonName } from './labels';

interface AddonListProps {
  subscription: Subscription;
  plan: PlanOption;
  addons: readonly AddonLine[];
  onReview: (request: ChangeRequest) => void;
}

const rowClass =
  'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3';

/**
 * The subscription's add-ons (remove one that renews; keep one that is stopping) and those
 * that can be added for this plan's cycle and currency. Every action opens the preview.
 */
export function AddonList({ subscription, plan, addons, onReview }: AddonListProps) {
  const intl = useIntl();
  const titleId = useId();
  const addTitleId = useId();
  const owned = addons.filter((addon) => addon.status !== null);
  const offered = addons.filter(
    (addon) => addon.status === null && (addon.price !== null || addon.includedInPlan),
  );
  // Whether anything at all is sold for this cycle and currency (dedicated IP has no 6-month price).
  const sold = addons.some((addon) => addon.status === null && addon.price !== null);
  const name = (addon: AddonLine) => addonName(intl.formatMessage, addon);
  // A stopping add-on stays until the paid period ends.
  const periodEnd = subscription.next_payment_date
    ? intl.formatDate(subscription.next_payment_date, { dateStyle: 'long' })
    : '';
  const review = (addon: AddonLine, type: 'add_addon' | 'remove_addon') => {
    if (type === 'remove_addon') {
      onReview({
        change: { type, productId: addon.productId },
        couponCode: null,
        subject: name(addon),
      });
    } else if (addon.price) {
      onReview({
        change: { type, priceId: addon.price.id },
        couponCode: null,
        subject: name(addon),
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: 'my_subscriptions.addons.title' })}
      </h3>
      {owned.length === 0 ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'my_subscriptions.addons.none' })}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {owned.map((addon) => (
            <li key={addon.productId} className={rowClass}>
              <div>
                <p className="font-medium text-slate-900">{name(addon)}</p>
                <p className="text-sm text-slate-700">
                  {addon.status === 'ACTIVE'
                    ? intl.formatMessage({ id: 'my_subscriptions.addons.renews' })
                    : intl.formatMessage(
                        { id: 'my_subscriptions.addons.stopping' },
                        { date: periodEnd },
                      )}
                </p>
              </div>
              {addon.status === 'ACTIVE' ? (
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'my_subscriptions.addons.remove_label' },
                    { addon: name(addon) },
                  )}
                  onClick={() => review(addon, 'remove_addon')}
                >
                  {intl.formatMessage({ id: 'my_subscriptions.addons.remove' })}
                </Button>
              ) : (
                addon.price && (
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'my_subscriptions.addons.keep_label' },
                      { addon: name(addon) },
                    )}
                    onClick={() => review(addon, 'add_addon')}
                  >
                    {intl.formatMessage({ id: 'my_subscriptions.addons.keep' })}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      <h4 id={addTitleId} className="mt-2 text-sm font-semibold text-slate-900">
        {intl.formatMessage({ id: 'my_subscriptions.addons.add_title' })}
      </h4>
      {!sold && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            { id: 'my_subscriptions.addons.none_for_cycle' },
            { months: plan.months },
          )}
        </p>
      )}
      {offered.length > 0 && (
        <ul aria-labelledby={addTitleId} className="flex flex-col gap-2">
          {offered.map((addon) => (
            <li key={addon.productId} className={rowClass}>
              <div>
                <p className="font-medium text-slate-900">{name(addon)}</p>
                <p className="text-sm text-slate-700">
                  {addon.includedInPlan || !addon.price
                    ? intl.formatMessage({ id: 'my_subscriptions.addons.included' })
                    : intl.formatMessage(
                        { id: 'my_subscriptions.addons.price' },
                        {
                          amount: formatAmount(addon.price.amount, intl.locale),
                          period: periodText(intl, addon.price.basePeriod),
                        },
                      )}
                </p>
              </div>
              {!addon.includedInPlan && addon.price && (
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'my_subscriptions.addons.add_label' },
                    { addon: name(addon) },
                  )}
                  onClick={() => review(addon, 'add_addon')}
                >
                  {intl.formatMessage({ id: 'my_subscriptions.addons.add' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
