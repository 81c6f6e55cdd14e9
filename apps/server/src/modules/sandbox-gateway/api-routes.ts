import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@burrow/contract/errors';
import type { BuyerActions } from './buyer-actions';
import { withFaults, type SandboxFaults } from './faults';
import { GATEWAY_PREFIX } from './intent-mapping';
import {
  ChallengeFormSchema,
  ClientSecretQuerySchema,
  ConfirmBodySchema,
  IntentParamsSchema,
  IntentStateSchema,
  toIntentState,
} from './route-schemas';

const INTENT = `${GATEWAY_PREFIX}/v1/intents/:intentId`;

/**
 * The browserless way to act as the buyer: a script or a test confirms an intent with a
 * test token and passes or fails 3-D Secure. Each answers the intent's state.
 */
export function apiRoutes(
  buyer: BuyerActions,
  faults: SandboxFaults | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    const responses = {
      200: IntentStateSchema,
      400: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    };

    app.get(
      INTENT,
      {
        schema: {
          params: IntentParamsSchema,
          querystring: ClientSecretQuerySchema,
          response: responses,
        },
      },
      async (request) =>
        toIntentState(await buyer.view(request.params.intentId, request.query.client_secret)),
    );

    app.post(
      `${INTENT}/confirm`,
      { schema: { params: IntentParamsSchema, body: ConfirmBodySchema, response: responses } },
      async (request) => {
        const { intentId } = request.params;
        const { client_secret: secret, test_token: token } = request.body;
        await withFaults(faults, 'confirm', () => buyer.payWithTestToken(intentId, secret, token));
        return toIntentState(await buyer.view(intentId, secret));
      },
    );

    app.post(
      `${INTENT}/challenge`,
      { schema: { params: IntentParamsSchema, body: ChallengeFormSchema, response: responses } },
      async (request) => {
        const { intentId } = request.params;
        const { client_secret: secret, outcome } = request.body;
        await withFaults(faults, 'challenge', () =>
          buyer.finishChallenge(intentId, secret, outcome),
        );
        return toIntentState(await buyer.view(intentId, secret));
      },
    );
  };
}
