import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { WIN_BACK_FREE_MONTHS, WIN_BACK_OFFER_PATH } from '../model/win-back-offer';

/** docs/product.md#offers-coupons-and-who-may-buy-what post-expiry win-back offer: free months on a yearly plan, on the order page. */
export function WinBackBanner() {
  const intl = useIntl();
  const titleId = useId();
  const months = WIN_BACK_FREE_MONTHS;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-indigo-950">
          {intl.formatMessage({ id: 'win_back.title' }, { months })}
        </h2>
        <p className="text-sm text-indigo-950">
          {intl.formatMessage({ id: 'win_back.body' }, { months })}
        </p>
      </div>
      <Link to={WIN_BACK_OFFER_PATH} className={buttonClasses('primary', 'shrink-0 self-start')}>
        {intl.formatMessage({ id: 'win_back.cta' })}
      </Link>
    </section>
  );
}
