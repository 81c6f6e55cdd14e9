-- When a subscription stopped renewing, for the operator console's churn figures (decision
-- 0126). Renewal stops in several places (the customer turning it off, an account closing, a
-- refund, a lost dispute, dunning running out); a trigger records the moment wherever it
-- happens, from the updated_at each of those writers sets from the server's clock. Turning
-- renewal back on clears it: a subscription that renews again has not churned.

ALTER TABLE subscriptions ADD COLUMN renewal_stopped_at timestamptz;

CREATE FUNCTION subscriptions_track_renewal_stop() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.auto_billing_enabled AND NOT NEW.auto_billing_enabled THEN
    NEW.renewal_stopped_at := NEW.updated_at;
  ELSIF NEW.auto_billing_enabled AND NOT OLD.auto_billing_enabled THEN
    NEW.renewal_stopped_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER subscriptions_renewal_stopped
  BEFORE UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_track_renewal_stop();

-- Before this column, only the retention question kept the moment renewal was turned off;
-- otherwise the row's last change is the nearest record there is.
UPDATE subscriptions s SET renewal_stopped_at = COALESCE(
  (SELECT r.decided_at FROM renewal_off_answers r
    WHERE r.subscription_id = s.id AND r.outcome = 'renewal_off'),
  s.updated_at)
WHERE s.status = 'non_renewing' AND NOT s.auto_billing_enabled;

CREATE INDEX subscriptions_churn_idx ON subscriptions (renewal_stopped_at)
  WHERE renewal_stopped_at IS NOT NULL;
