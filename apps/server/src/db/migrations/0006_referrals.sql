-- Refer-a-friend: every customer has a personal referral code; a referred purchase earns
-- the friend a bonus month on their first term and the referrer a free month.

ALTER TABLE users ADD COLUMN referral_code text NOT NULL
  DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10));
CREATE UNIQUE INDEX users_referral_code_idx ON users (tenant_id, referral_code);

CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (id),
  referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referred_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id text NOT NULL,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  bonus_months integer NOT NULL,
  -- The referrer's reward: the subscription extended, or null when they had none to extend.
  rewarded_subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, referred_user_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (tenant_id, referrer_user_id);
