-- A business seat connects its holder's own devices to the business subscription (decision
-- 0112). license_id names the seat, holder_user_id the account that connected the device (the
-- seat's holder then); both are NULL for the subscriber's own devices and codes. A seat
-- removed takes its devices and codes with it.
ALTER TABLE device_activation_codes
  ADD COLUMN license_id uuid REFERENCES licenses (id) ON DELETE CASCADE,
  ADD COLUMN holder_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD CONSTRAINT device_activation_codes_seat_holder
    CHECK ((license_id IS NULL) = (holder_user_id IS NULL));

ALTER TABLE devices
  ADD COLUMN license_id uuid REFERENCES licenses (id) ON DELETE CASCADE,
  ADD COLUMN holder_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD CONSTRAINT devices_seat_holder CHECK ((license_id IS NULL) = (holder_user_id IS NULL));
CREATE INDEX devices_license_idx ON devices (license_id) WHERE license_id IS NOT NULL;

-- A seat is found by its holder's address when they sign in.
CREATE INDEX licenses_assigned_email_idx ON licenses (tenant_id, assigned_email)
  WHERE state = 'active';
