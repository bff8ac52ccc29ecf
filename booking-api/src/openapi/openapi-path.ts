/**
 * Hono's `:id`, and `:path{.+}` (a path of any depth), as OpenAPI writes them: `{id}` and `{path}`; how
 * hono-openapi names a route's path in the document, for the tests that look a route up there.
 * @example openApiPath('/staff/media/:path{.+}') // → '/staff/media/{path}'
 */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
