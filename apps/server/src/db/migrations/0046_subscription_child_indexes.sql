-- The dashboard's one query of a customer's subscriptions (subscription-repository.ts) reads
-- each subscription's holiday eSIMs, router coupons and awaiting renewal authentications by
-- subscription id; without these indexes each of them was a scan of the whole table, which
-- grows with every yearly plan sold (decision 0135).
CREATE INDEX holiday_esims_subscription_idx ON holiday_esims (subscription_id);
CREATE INDEX router_coupons_subscription_idx ON router_coupons (subscription_id);
CREATE INDEX renewal_authentications_subscription_idx ON renewal_authentications (subscription_id);
