// The gateway's numeric settings, parsed once with a zod schema: a malformed value stops the start with a
// message naming the variable, where Number() would have turned it into NaN and let the server run half-wrong.
import { z } from 'zod';

const count = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of zero or more')
    .transform(Number)
    .optional()
    .transform((value) => value ?? fallback);

export const gatewayNumbersSchema = z.object({
  PORT: count(8080).refine((port) => port <= 65_535, 'must be a port number (0-65535)'),
  MF_REGISTRY_RECHECK_MS: count(500),
  MF_PREVIOUS_BUILD_KEEP_MS: count(2 * 3600 * 1000),
  UPSTREAM_TIMEOUT_MS: count(5000),
  IMAGE_CACHE_MAX_MB: count(256),
  SSR_RENDER_TIMEOUT_MS: count(1000),
  SSR_DATA_TIMEOUT_MS: count(3000),
  /** A server container on another origin (an http(s) `ssr` in the registry): each file's longest download. */
  SSR_CONTAINER_TIMEOUT_MS: count(10_000),
  /** …and its largest size, in MiB. */
  SSR_CONTAINER_MAX_MB: count(20),
  SITE_SETTINGS_TTL_MS: count(5000),
  /** How long a server-rendered page drawn for a visitor without a session serves the next ones (0: never). */
  SSR_PAGE_CACHE_MS: count(5000),
  /** How long /sitemap.xml is kept before booking-api is asked again (a published article shows after at most this). */
  SITEMAP_CACHE_MS: count(5 * 60_000),
  /** 0: one per core. */
  VOUCHER_PDF_THREADS: count(0),
});

export type GatewayNumbers = z.infer<typeof gatewayNumbersSchema>;

/**
 * The numeric settings from the environment, defaults for the unset ones (an empty value counts as unset).
 * @example readGatewayNumbers({ PORT: '80a' }) // throws "Invalid setting PORT: must be a whole number …"
 */
export function readGatewayNumbers(env: NodeJS.ProcessEnv): GatewayNumbers {
  const present = Object.fromEntries(
    Object.keys(gatewayNumbersSchema.shape)
      .filter((name) => env[name]?.trim())
      .map((name) => [name, env[name]]),
  );
  const parsed = gatewayNumbersSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message} (got "${env[String(issue.path[0])]}")`,
  );
  throw new Error(`Invalid setting ${problems.join('; ')}; refusing to start`);
}
