// The federation registry the gateway serves at /mf-registry.json and the shell reads at start.
// One entry per remote: where its mf-manifest.json lives. Changing an entry is how a new build of a
// remote reaches travellers, with nothing rebuilt or restarted.
import * as z from 'zod/mini';

export const REMOTE_NAMES = ['mf_search', 'mf_hotel', 'mf_reservation', 'mf_profile', 'mf_content'] as const;

export const registryEntrySchema = z.object({
  /** URL of the remote's mf-manifest.json (or remoteEntry.js), absolute or relative to the page. */
  entry: z.string().check(z.minLength(1)),
  /** Free text for humans: a build id, a commit. */
  version: z.optional(z.string()),
});

export const registrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), registryEntrySchema),
});

export type RemoteRegistry = z.infer<typeof registrySchema>;
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/** The registry of a gateway serving every remote's own build under /remotes/<folder>/. */
export function defaultRegistry(): RemoteRegistry {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name.replace('_', '-')}/mf-manifest.json` }]),
  );
  return { remotes } as RemoteRegistry;
}

/** Parses untrusted registry JSON; throws with the offending path when it is malformed. */
export function parseRegistry(value: unknown): RemoteRegistry {
  return registrySchema.parse(value);
}
