/**
 * ENTITLEMENT_SIGNING_KEYS for tests that run the server as production: a key generated for
 * the tests alone (decision 0089). It signs nothing outside them.
 */
export const TEST_ENTITLEMENT_SIGNING_KEYS = JSON.stringify([
  {
    kid: 'test-2026-11',
    kty: 'OKP',
    crv: 'Ed25519',
    x: 'gtrvXkfzfZrP8u7Ul_n9KCf44wG-wSEH8BoY8kuHFbY',
    d: 'mpmZkbhj9UjfHs9sPTVrDynrO3n1uQdYiClJZsf__yw',
  },
]);
