-- Password reset (decision 0066): the emailed reset link is a single-use token like every
-- other link, stored only as an HMAC in one_time_tokens, under a purpose of its own so it
-- can neither sign in nor confirm an email change, and a sign-in link cannot set a password.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('sign_in', 'verify_signup', 'change_email', 'reset_password'));
