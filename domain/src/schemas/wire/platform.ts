// Issue 37: the operator's Platform view (GET /operator/platform) and the browsers' registry
// (GET /platform/remotes.json), as the API sends them (docs/releases.md, docs/api.md "Platform").
import { z } from 'zod';

/** A release's health: tab sessions that reported it, and those with a failure among them. */
export const releaseHealthJsonSchema = z.object({
  sessions: z.number().int(),
  failed: z.number().int(),
  /** failed / sessions, 0 when no session reported it. */
  failureRate: z.number(),
});

export const platformReleaseJsonSchema = z.object({
  id: z.string(),
  manifest: z.string(),
  /** The @leafbid/shared range it was built against; null: it shares no kernel. */
  kernel: z.string().nullable(),
  commit: z.string(),
  publishedAt: z.string(),
  health: releaseHealthJsonSchema,
});
export type PlatformReleaseJson = z.output<typeof platformReleaseJsonSchema>;

export const platformHistoryJsonSchema = z.object({
  at: z.string(),
  action: z.string(),
  release: z.string().nullable(),
  by: z.string(),
  reason: z.string().nullable(),
});
export type PlatformHistoryJson = z.output<typeof platformHistoryJsonSchema>;

/** One remote of the registry: its stable and canary (each with its release), all its releases. */
export const platformRemoteJsonSchema = z.object({
  name: z.string(),
  stable: platformReleaseJsonSchema.nullable(),
  canary: z.object({ percent: z.number().int(), release: platformReleaseJsonSchema }).nullable(),
  releases: z.array(platformReleaseJsonSchema),
  /** Newest first, at most 20. */
  history: z.array(platformHistoryJsonSchema),
  /** True when an earlier stable release can be rolled back to. */
  canRollBack: z.boolean(),
});
export type PlatformRemoteJson = z.output<typeof platformRemoteJsonSchema>;

/** GET /operator/platform and the answer of each of its actions. */
export const platformResponseSchema = z.object({
  data: z.array(platformRemoteJsonSchema),
  /** Remotes served by a plain manifest URL (no releases): name and URL. */
  plain: z.array(z.object({ name: z.string(), manifest: z.string() })),
  /** The automatic rollback's settings (RELEASE_ROLLBACK_MARGIN, …_MIN_SESSIONS). */
  rollback: z.object({ margin: z.number(), minSessions: z.number().int() }),
});
export type PlatformResponse = z.output<typeof platformResponseSchema>;

const servedRelease = z.object({
  id: z.string(),
  manifest: z.string(),
  kernel: z.string().nullable(),
  integrity: z.record(z.string(), z.string()),
});

/** GET /platform/remotes.json: per remote a manifest URL, or its stable, canary and releases. */
export const servedRegistrySchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.object({
      stable: z.string(),
      canary: z.object({ release: z.string(), percent: z.number() }).nullable(),
      releases: z.array(servedRelease),
    }),
  ]),
);
