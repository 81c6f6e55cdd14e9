import fp from 'fastify-plugin';

/**
 * Reads an empty `application/json` body as `{}`. Most HTTP clients send that content type
 * with no body on a POST that takes none (autobill on/off, refund-revoke), and Fastify's own
 * parser refuses it with 400; anything else goes to that parser unchanged, so malformed JSON
 * and prototype poisoning are still refused.
 */
export const emptyJsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.length === 0) {
        done(null, {});
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'empty-json-body' },
);
