import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';

/**
 * docs/product.md#offers-coupons-and-who-may-buy-what checkout failure "already has subscription", said before anything is paid: a
 * customer whose plan still gives access changes it (a longer plan, another tier, add-ons)
 * instead of buying a second one beside it (decision 0074).
 */
export function AlreadySubscribed() {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <p className="font-semibold text-amber-950">
        {intl.formatMessage({ id: 'errors.already_has_subscription' })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/my-subscriptions" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'checkout.already_subscribed.change_plan' })}
        </Link>
        <Link to="/subscriptions" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'checkout.already_subscribed.dashboard' })}
        </Link>
      </div>
    </div>
  );
}
