import { MySubscriptionsPage } from '../../features/my-subscriptions/components/my-subscriptions-page';
import { SubscriptionRefund } from '../../features/refunds/components/subscription-refund';

/**
 * `/my-subscriptions`, composed here because each subscription's card also shows its
 * money-back guarantee from the refunds feature (features may not import each other).
 */
function MySubscriptionsRoute() {
  return (
    <MySubscriptionsPage
      extra={(subscription) => <SubscriptionRefund subscription={subscription} />}
    />
  );
}

export { MySubscriptionsRoute as Component };
