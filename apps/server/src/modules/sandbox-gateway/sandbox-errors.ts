/**
 * A request the sandbox provider refuses, like a PSP's 4xx: the caller asked for something
 * impossible (capture a failed intent, refund more than was charged). It is a plain Error,
 * not an AppError, because a refusal reaching Burrow's own API is a bug there (a 500), not
 * something to show a buyer. The gateway's own HTTP routes map it to a 4xx.
 */
export type SandboxErrorCode =
  | 'resource_missing'
  | 'invalid_state'
  | 'amount_mismatch'
  | 'refund_exceeds_charge'
  | 'idempotency_key_reused'
  | 'parameter_invalid';

const STATUS: Record<SandboxErrorCode, number> = {
  resource_missing: 404,
  invalid_state: 409,
  amount_mismatch: 400,
  refund_exceeds_charge: 400,
  idempotency_key_reused: 409,
  parameter_invalid: 400,
};

export class SandboxGatewayError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: SandboxErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxGatewayError';
    this.statusCode = STATUS[code];
  }
}

export const missing = (what: string, id: string) =>
  new SandboxGatewayError('resource_missing', `No such ${what}: ${id}.`);
