/* global document */
// Renders the OpenAPI document of this server; text goes in with textContent only, never as HTML.

const element = (tag, properties = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children.filter((child) => child !== undefined));
  return node;
};

/** The document's shared schemas, for answers that refer to one (`#/components/schemas/ApiError`). */
let components = {};
const resolved = (schema) => components[schema.$ref?.replace('#/components/schemas/', '')] ?? schema;
const schemaBlock = (schema) => element('pre', { textContent: JSON.stringify(resolved(schema), null, 2) });

function parametersTable(parameters) {
  const rows = parameters.map((parameter) =>
    element(
      'tr',
      {},
      element('td', { textContent: parameter.name }),
      element('td', { textContent: { path: 'ścieżka', query: 'zapytanie', header: 'nagłówek', cookie: 'ciasteczko' }[parameter.in] ?? parameter.in }),
      element('td', { textContent: parameter.required ? 'tak' : 'nie' }),
      element('td', {}, schemaBlock(parameter.schema ?? {})),
    ),
  );
  const head = element('tr', {}, ...['Nazwa', 'Miejsce', 'Wymagany', 'Schemat'].map((text) => element('th', { scope: 'col', textContent: text })));
  return element('table', {}, element('thead', {}, head), element('tbody', {}, ...rows));
}

function operationView(path, method, operation) {
  const body = element('div', { className: 'body' });
  if (operation.security?.length === 0) body.append(element('p', { className: 'public', textContent: 'Bez sesji.' }));
  if (operation.parameters?.length) body.append(element('h2', { textContent: 'Parametry' }), parametersTable(operation.parameters));
  for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
    body.append(element('h2', { textContent: `Treść żądania (${type})` }), schemaBlock(content.schema ?? {}));
  }
  body.append(element('h2', { textContent: 'Odpowiedzi' }));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schemas = Object.values(response.content ?? {}).map((content) => schemaBlock(content.schema ?? {}));
    body.append(element('details', {}, element('summary', { textContent: `${status} – ${response.description ?? ''}` }), ...schemas));
  }
  const summary = element(
    'summary',
    {},
    element('span', { className: `method ${method}`, textContent: method.toUpperCase() }),
    element('span', { className: 'path', textContent: path }),
    element('span', { textContent: operation.summary ?? '' }),
  );
  const view = element('details', { className: 'operation' }, summary, body);
  view.dataset.search = `${method} ${path} ${operation.summary ?? ''}`.toLowerCase();
  return view;
}

async function show() {
  const status = document.getElementById('status');
  const response = await fetch('/api/openapi.json', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    status.textContent = response.status === 401 ? 'Zaloguj się w panelu, aby zobaczyć opis API.' : 'Nie udało się wczytać opisu API.';
    return;
  }
  const document_ = await response.json();
  components = document_.components?.schemas ?? {};
  document.getElementById('intro').textContent = document_.info?.description ?? '';
  const views = Object.entries(document_.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => operationView(path, method, operation)));
  document.getElementById('operations').append(...views);
  const count = (shown) => `Wywołania: ${shown} z ${views.length}.`;
  status.textContent = count(views.length);
  document.getElementById('filter').addEventListener('input', (event) => {
    const wanted = event.target.value.trim().toLowerCase();
    let shown = 0;
    for (const view of views) {
      view.hidden = !view.dataset.search.includes(wanted);
      if (!view.hidden) shown++;
    }
    status.textContent = count(shown);
  });
}

show().catch(() => {
  document.getElementById('status').textContent = 'Nie udało się wczytać opisu API.';
});
