-- Ready-made saved payment methods of the sandbox gateway, one per test behaviour, so billing
-- tests and scripts can charge off-session without first paying an intent (PSPs' test modes
-- offer the same). Listed in modules/sandbox-gateway/test-tokens.ts (SAVED_TEST_SOURCES).
-- A separate file from 0100 so databases that already applied 0100 get them too.
INSERT INTO sandbox_gateway_payment_methods
  (token, method_type, brand, last4, exp_month, exp_year, payer_email, test_behaviour, created_at)
VALUES
  ('pm_card_visa', 'card', 'visa', '4242', 12, 2040, NULL, 'succeeds', now()),
  ('pm_card_declined', 'card', 'visa', '0002', 12, 2040, NULL, 'payment_declined', now()),
  ('pm_card_insufficient_funds', 'card', 'visa', '9995', 12, 2040, NULL, 'insufficient_funds', now()),
  ('pm_card_3ds_required', 'card', 'visa', '3184', 12, 2040, NULL, 'requires_3ds', now()),
  ('pm_card_incorrect_cvc', 'card', 'visa', '0127', 12, 2040, NULL, 'incorrect_cvc', now()),
  ('pm_card_expired', 'card', 'visa', '0069', 12, 2040, NULL, 'expired_card', now()),
  ('pm_card_fraud', 'card', 'visa', '0019', 12, 2040, NULL, 'fraud_suspected', now()),
  ('pm_card_processing_error', 'card', 'visa', '0119', 12, 2040, NULL, 'processing_error', now()),
  ('pm_card_renewal_declines', 'card', 'visa', '0341', 12, 2040, NULL, 'succeeds_then_declines', now()),
  ('pm_paypal', 'paypal', NULL, NULL, NULL, NULL, 'buyer@paypal.sandbox.test', 'succeeds', now())
ON CONFLICT (token) DO NOTHING;
