// GET /openapi.json, and GET /docs: a page that lists every endpoint with its parameters and answer,
// readable in a browser without fetching any viewer from outside.
import { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

function renderDocsPage(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = (operation.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${escapeHtml(JSON.stringify(p.schema))}</code></li>`,
        )
        .join('');
      const responses = Object.entries(operation.responses)
        .map(
          ([status, response]) =>
            `<details><summary>${status}</summary><pre>${escapeHtml(JSON.stringify(response, null, 2))}</pre></details>`,
        )
        .join('');
      return `<section><h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2><p>${escapeHtml(operation.summary)}</p>${parameters ? `<h3>Parameters</h3><ul>${parameters}</ul>` : ''}<h3>Responses</h3>${responses}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2623}section{border:1px solid #d8e4de;border-radius:10px;padding:0 1rem 1rem;margin:1rem 0}.method{background:#0f7b4f;color:#fff;border-radius:6px;padding:2px 8px;font-size:.8em}pre{background:#f6f8f7;padding:.75rem;overflow:auto;font-size:.8em}code{word-break:break-all}</style></head>
<body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1><p>${escapeHtml(doc.info.description)}</p><p><a href="openapi.json">openapi.json</a></p>${operations.join('')}</body></html>`;
}

/** The document and its page, made on the first request for either, once every route of `app` is registered. */
// biome-ignore lint/suspicious/noExplicitAny: any app's environment and schema
export function openApiRoutes(app: Hono<any, any, any>) {
  let made: Promise<{ doc: OpenApiDocument; page: string }> | undefined;
  const make = () => {
    made ??= buildOpenApiDocument(app).then((doc) => ({ doc, page: renderDocsPage(doc) }));
    return made;
  };
  return new Hono()
    .get('/openapi.json', async (c) => c.json((await make()).doc))
    .get('/docs', async (c) => c.html((await make()).page));
}
