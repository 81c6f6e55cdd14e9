import { MySubscriptionsPage } from '../../features/my-subscriptions/components/my-subscriptions-page';
import { SubscriptionRefund } from '../../features/refunds/components/subscription-refund';
import { SubscriptionRenewal } from '../../features/renewal-pause/components/subscription-renewal';

/**
 * `/my-subscriptions`, composed here because each subscription's card also shows its
 * renewal (turning it off through the flow, or its pause with "resume now") from the
 * renewal-pause feature and its money-back guarantee from the refunds feature (features
 * may not import each other).
 */
function MySubscriptionsRoute() {
  return (
    <MySubscriptionsPage
      extra={(subscription) => (
        <>
          <SubscriptionRenewal subscription={subscription} />
          <SubscriptionRefund subscription={subscription} />
        </>
      )}
    />
  );
}

export { MySubscriptionsRoute as Component };
