/**
 * The reference page at /api/docs: a static HTML shell, a script that fetches
 * /api/openapi.json and lists every operation by tag, and its styles. All three are served
 * by this server (no CDN, no inline script), so the site's CSP applies unchanged. Kept as
 * strings so the server bundle carries them without copying files.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Burrow API reference</title>
    <link rel="stylesheet" href="/api/docs/reference.css" />
    <script type="module" src="/api/docs/reference.js"></script>
  </head>
  <body>
    <header>
      <h1>Burrow API reference</h1>
      <p>Generated from the contract. The machine-readable document:
        <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
    </header>
    <main id="reference" aria-live="polite"><p>Loading the API document…</p></main>
  </body>
</html>
`;

export const REFERENCE_SCRIPT = `const main = document.getElementById('reference');

function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

function schemaBlock(title, schema) {
  const details = element('details', {}, element('summary', {}, title));
  details.append(element('pre', {}, JSON.stringify(schema, null, 2)));
  return details;
}

function resolve(document, value) {
  if (!value || typeof value.$ref !== 'string') return value;
  const path = value.$ref.replace(/^#\\//, '').split('/');
  return path.reduce((node, key) => (node ? node[key] : undefined), document);
}

function securityText(document, security) {
  if (!security || security.length === 0) return 'Public: no credential.';
  return security
    .map((requirement) =>
      Object.entries(requirement)
        .map(([name, scopes]) => {
          const scheme = document.components.securitySchemes[name];
          const how = scheme.type === 'apiKey' ? 'cookie ' + scheme.name : 'Authorization: Bearer';
          return name + ' (' + how + ')' + (scopes.length ? ', scopes: ' + scopes.join(', ') : '');
        })
        .join(' and '),
    )
    .join(' or ');
}

function operationSection(document, path, method, operation) {
  const id = operation.operationId;
  const section = element('section', { class: 'operation', id });
  section.append(
    element(
      'h3',
      {},
      element('span', { class: 'method method-' + method }, method.toUpperCase()),
      ' ',
      element('code', {}, path),
      ' ',
      element('a', { href: '#' + id, class: 'anchor' }, id),
    ),
    element('p', { class: 'security' }, securityText(document, operation.security)),
  );
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter));
  if (parameters.length > 0) {
    const list = element('ul', { class: 'parameters' });
    for (const parameter of parameters)
      list.append(
        element(
          'li',
          {},
          element('code', {}, parameter.name),
          ' (' + parameter.in + (parameter.required ? ', required' : '') + ')',
        ),
      );
    section.append(element('h4', {}, 'Parameters'), list);
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) section.append(schemaBlock('Request body (JSON)', body));
  const responses = element('ul', { class: 'responses' });
  for (const [status, response] of Object.entries(operation.responses)) {
    const resolved = resolve(document, response);
    const item = element('li', {}, element('strong', {}, status), ' ' + resolved.description);
    const schema = response.$ref ? undefined : resolved.content?.['application/json']?.schema;
    if (schema) item.append(schemaBlock('Schema', schema));
    responses.append(item);
  }
  section.append(element('h4', {}, 'Responses'), responses);
  return section;
}

function render(document) {
  main.replaceChildren(
    element('p', {}, document.info.description),
    element('p', {}, 'Version ' + document.info.version + ' · server ' + document.servers[0].url),
  );
  const byTag = new Map();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      for (const tag of operation.tags) {
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push([path, method, operation]);
      }
  const contents = element('nav', { 'aria-label': 'Groups' });
  const list = element('ul', {});
  for (const tag of [...byTag.keys()].sort())
    list.append(element('li', {}, element('a', { href: '#tag-' + tag }, tag)));
  contents.append(list);
  main.append(contents);
  for (const tag of [...byTag.keys()].sort()) {
    const group = element('section', { class: 'tag', id: 'tag-' + tag }, element('h2', {}, tag));
    for (const [path, method, operation] of byTag.get(tag))
      group.append(operationSection(document, path, method, operation));
    main.append(group);
  }
  main.append(
    element('h2', {}, 'Errors'),
    element('p', {}, 'Every error answers this body; error.code is stable.'),
    schemaBlock('Error', document.components.schemas.Error),
  );
}

fetch('/api/openapi.json', { headers: { accept: 'application/json' } })
  .then((response) => {
    if (!response.ok) throw new Error('HTTP ' + response.status);
    return response.json();
  })
  .then(render)
  .catch((error) => {
    main.replaceChildren(element('p', { role: 'alert' }, 'The API document did not load: ' + error.message));
  });
`;

export const REFERENCE_STYLES = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 70rem; padding: 1rem 1.5rem 4rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
pre { overflow-x: auto; padding: 0.75rem; background: rgba(127, 127, 127, 0.12); border-radius: 6px; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
.tag { border-top: 1px solid rgba(127, 127, 127, 0.4); margin-top: 2rem; }
.operation { margin: 1.5rem 0; }
.operation h3 { font-size: 1.05rem; margin-bottom: 0.25rem; }
.method { display: inline-block; min-width: 4.5em; text-align: center; border-radius: 4px; padding: 0 0.4em; color: #fff; background: #555; }
.method-get { background: #1f6feb; }
.method-post { background: #1a7f37; }
.method-put, .method-patch { background: #9a6700; }
.method-delete { background: #cf222e; }
.anchor { font-size: 0.8em; font-weight: normal; margin-left: 0.5em; }
.security { margin: 0; font-size: 0.9em; opacity: 0.85; }
`;
