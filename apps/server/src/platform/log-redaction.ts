const SECRET_PARAMETERS = ['client_secret', 'token', 'activation_code'];

/** The URL with the values of secret-bearing query parameters replaced, for logs. */
export function redactUrlSecrets(url: string): string {
  // Where Fastify's router ends the path: at the first `?` or `#` (a raw request may carry a
  // `#`, and the router reads what follows it as the query, secrets included).
  const queryStart = url.search(/[?#]/);
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_PARAMETERS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart + 1)}${params.toString()}` : url;
}
