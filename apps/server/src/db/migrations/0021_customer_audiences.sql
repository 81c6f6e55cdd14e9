-- Who each coupon and offer is for, in the catalogue rather than in code (decision 0074).
-- A coupon's audience replaces applies_to; an offer's replaces new_customers_only. The
-- purchase rules read them with the buyer's history: WELCOME10 is for buyers who never
-- subscribed, the upgrade codes for moving to a longer plan, the win-back offer for former
-- customers whose plans have all expired, the free trial for new customers.

ALTER TABLE coupons ADD COLUMN audience text NOT NULL DEFAULT 'everyone'
  CHECK (audience IN ('everyone', 'new_customers', 'upgrade', 'monthly_upgrade'));
UPDATE coupons SET audience = 'upgrade' WHERE applies_to = 'upgrade';
UPDATE coupons SET audience = 'monthly_upgrade' WHERE tenant_id = 'burrow' AND code = 'PREXUPG30NOW';
UPDATE coupons SET audience = 'new_customers' WHERE tenant_id = 'burrow' AND code = 'WELCOME10';
ALTER TABLE coupons DROP COLUMN applies_to;

ALTER TABLE offers ADD COLUMN audience text NOT NULL DEFAULT 'everyone'
  CHECK (audience IN ('everyone', 'new_customers', 'returning_customers'));
UPDATE offers SET audience = 'new_customers' WHERE new_customers_only;
UPDATE offers SET audience = 'returning_customers' WHERE kind = 'win_back';
ALTER TABLE offers DROP COLUMN new_customers_only;
