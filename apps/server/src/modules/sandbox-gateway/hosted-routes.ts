import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BuyerActions, CardFormOutcome } from './buyer-actions';
import { GATEWAY_PREFIX, hostedPath } from './intent-mapping';
import { pageLanguageOf } from './page-language';
import { cardPage, challengePage, paypalPage, resultPage, walletPage } from './pages';
import {
  CardFormSchema,
  ChallengeFormSchema,
  DecisionFormSchema,
  HtmlSchema,
  IntentParamsSchema,
  LocaleQuerySchema,
  NoBodySchema,
  PageQuerySchema,
} from './route-schemas';
import { SandboxGatewayError } from './sandbox-errors';

const PAGE = `${GATEWAY_PREFIX}/pay/:intentId`;

const sendPage = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

/** Post/redirect/get: every form answers with a redirect to the page showing the new state. */
const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('location', location).send();

/**
 * Runs a buyer's step; if the intent has moved on meanwhile (a second tab, a double
 * submit), the step is refused and the buyer simply sees where the intent stands now.
 */
async function step(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof SandboxGatewayError && error.code === 'invalid_state')) throw error;
  }
}

/**
 * The hosted UI a browser loads in an iframe (or a redirect) for one intent, in the language
 * of its `locale` parameter or the browser's (`page-language.ts`); forms and redirects carry
 * the parameter on.
 */
export function hostedRoutes(buyer: BuyerActions): FastifyPluginAsyncZod {
  return async (app) => {
    const pageResponses = { 200: HtmlSchema, 303: NoBodySchema, 404: HtmlSchema };

    app.get(
      PAGE,
      {
        schema: {
          params: IntentParamsSchema,
          querystring: PageQuerySchema,
          response: pageResponses,
        },
      },
      async (request, reply) => {
        const { intentId } = request.params;
        const page = pageLanguageOf(request);
        const { intent, method } = await buyer.view(intentId, request.query.client_secret);
        if (intent.status === 'requires_action') {
          const challenge = hostedPath(intent.id, intent.client_secret, '/challenge', page.locale);
          return seeOther(reply, challenge);
        }
        if (intent.status !== 'requires_payment_method') {
          return sendPage(reply, resultPage(page, intent, method));
        }
        if (intent.method_type === 'card') return sendPage(reply, cardPage(page, intent));
        if (intent.method_type === 'paypal') return sendPage(reply, paypalPage(page, intent));
        return sendPage(reply, walletPage(page, intent));
      },
    );

    app.post(
      `${PAGE}/card`,
      {
        schema: {
          params: IntentParamsSchema,
          querystring: LocaleQuerySchema,
          body: CardFormSchema,
          response: { ...pageResponses, 422: HtmlSchema },
        },
      },
      async (request, reply) => {
        const { intentId } = request.params;
        const page = pageLanguageOf(request);
        const { client_secret: secret, ...fields } = request.body;
        let outcome = { kind: 'submitted' } as CardFormOutcome;
        await step(async () => {
          outcome = await buyer.payWithCard(intentId, secret, fields);
        });
        if (outcome.kind === 'submitted') {
          return seeOther(reply, hostedPath(intentId, secret, '', page.locale));
        }
        // The form again, answered in place so what the buyer typed (bar the number and CVC)
        // is still there: with field errors to correct, or with the decline and a way to try
        // another card.
        const { intent } = await buyer.view(intentId, secret);
        const kept = { expiry: fields.expiry, name: fields.name };
        if (outcome.kind === 'field_errors') {
          return sendPage(reply, cardPage(page, intent, { errors: outcome.errors, ...kept }), 422);
        }
        return sendPage(reply, cardPage(page, intent, { errors: {}, ...kept, declined: true }));
      },
    );

    app.get(
      `${PAGE}/challenge`,
      {
        schema: {
          params: IntentParamsSchema,
          querystring: PageQuerySchema,
          response: pageResponses,
        },
      },
      async (request, reply) => {
        const page = pageLanguageOf(request);
        const { intent } = await buyer.view(request.params.intentId, request.query.client_secret);
        if (intent.status !== 'requires_action') {
          return seeOther(reply, hostedPath(intent.id, intent.client_secret, '', page.locale));
        }
        return sendPage(reply, challengePage(page, intent));
      },
    );

    app.post(
      `${PAGE}/challenge`,
      {
        schema: {
          params: IntentParamsSchema,
          querystring: LocaleQuerySchema,
          body: ChallengeFormSchema,
          response: pageResponses,
        },
      },
      async (request, reply) => {
        const { intentId } = request.params;
        const page = pageLanguageOf(request);
        const { client_secret: secret, outcome } = request.body;
        await step(() => buyer.finishChallenge(intentId, secret, outcome, true));
        const { intent } = await buyer.view(intentId, secret);
        // Failed authentication: the card form again with the reason, to try another card.
        if (outcome === 'fail' && intent.status === 'requires_payment_method') {
          const state = { errors: {}, expiry: '', name: '', declined: true };
          return sendPage(reply, cardPage(page, intent, state));
        }
        return seeOther(reply, hostedPath(intentId, secret, '', page.locale));
      },
    );

    for (const method of ['paypal', 'wallet'] as const) {
      app.post(
        `${PAGE}/${method}`,
        {
          schema: {
            params: IntentParamsSchema,
            querystring: LocaleQuerySchema,
            body: DecisionFormSchema,
            response: pageResponses,
          },
        },
        async (request, reply) => {
          const { intentId } = request.params;
          const { client_secret: secret, decision } = request.body;
          await step(() =>
            method === 'paypal'
              ? buyer.decidePaypal(intentId, secret, decision)
              : buyer.decideWallet(intentId, secret, decision),
          );
          return seeOther(reply, hostedPath(intentId, secret, '', pageLanguageOf(request).locale));
        },
      );
    }
  };
}
