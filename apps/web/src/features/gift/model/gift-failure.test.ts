import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { giftFailure } from './gift-failure';

const fieldError = (field: string) =>
  new ApiError(400, 'invalid_request', 'raw', { fields: { [field]: 'raw' } });

describe('giftFailure', () => {
  it.each([
    ['gift_card_invalid', 'errors.gift_card_invalid'],
    ['gift_card_already_redeemed', 'errors.gift_card_already_redeemed'],
    ['gift_card_expired', 'errors.gift_card_expired'],
  ] as const)('a card the server refuses (%s) needs a new code', (code, messageId) => {
    expect(giftFailure(new ApiError(409, code, 'raw'))).toEqual({ kind: 'card', messageId });
  });

  it('sends an existing account to sign in', () => {
    expect(giftFailure(new ApiError(409, 'account_exists', 'raw'))).toEqual({
      kind: 'account_exists',
    });
  });

  it('puts field errors by their field, telling a missing email from a refused one', () => {
    expect(giftFailure(fieldError('code'))).toEqual({
      kind: 'field',
      field: 'code',
      messageId: 'gift.code.required',
    });
    expect(giftFailure(fieldError('email'), false)).toMatchObject({
      field: 'email',
      messageId: 'gift.email.required',
    });
    expect(giftFailure(fieldError('email'), true)).toMatchObject({
      field: 'email',
      messageId: 'gift.email.invalid',
    });
  });

  it('keeps the words of failures that tell the person what to do', () => {
    expect(giftFailure(new ApiError(0, 'network_error', 'raw'))).toEqual({
      kind: 'general',
      messageId: 'errors.network_error',
    });
    expect(giftFailure(new ApiError(429, 'rate_limited', 'raw'))).toEqual({
      kind: 'general',
      messageId: 'errors.rate_limited',
    });
  });

  it('gives anything else the general gift-card message', () => {
    for (const error of [
      new ApiError(500, 'internal_error', 'raw'),
      new ApiError(400, 'invalid_request', 'raw'),
      new ApiError(403, 'csrf_rejected', 'raw'),
      new TypeError('boom'),
    ]) {
      expect(giftFailure(error)).toEqual({ kind: 'general', messageId: 'gift.error.general' });
    }
  });
});
