import { HIGH_PRICE_CONFIRM_FACTOR, HIGH_PRICE_CONFIRM_FACTOR_RANGE } from '@leafbid/domain';
import { z } from 'zod';

/**
 * Settings the host fetches at start from `/runtime-config.json` (written at deploy time),
 * so one build runs against any API and identity project. Never baked into a bundle.
 */
export const RuntimeConfig = z.object({
  apiBaseUrl: z.string().min(1),
  brandName: z.string().min(1).default('Leafbid'),
  firebase: z.object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    /** e.g. `http://127.0.0.1:9099` — set only for local runs against the Firebase Auth emulator. */
    authEmulatorUrl: z.string().min(1).optional(),
  }),
  /**
   * Kernel 2.5.0 (issue 35): a bid price this many times the listing's minimum request price or
   * more asks the buyer to confirm it before it is sent (the bid form, the Edit popup).
   */
  highPriceConfirmFactor: z
    .number()
    .gt(HIGH_PRICE_CONFIRM_FACTOR_RANGE.above)
    .max(HIGH_PRICE_CONFIRM_FACTOR_RANGE.atMost)
    .default(HIGH_PRICE_CONFIRM_FACTOR),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
export type RuntimeConfigInput = z.input<typeof RuntimeConfig>;

let current: RuntimeConfig | null = null;

/** Fetches, checks and keeps the runtime config. Cache-busted: a redeploy must be seen at once. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const busted = `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;
  let response: Response;
  try {
    response = await fetch(busted, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  } catch (error) {
    throw new Error(`Failed to fetch runtime config from ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new Error(
      `Failed to fetch runtime config from ${url}: ${response.status} ${response.statusText}`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    throw new Error(`Runtime config at ${url} is not valid JSON`);
  }
  return setRuntimeConfig(raw as RuntimeConfigInput);
}

/** Validates and installs a config (the host after loading it; tests directly). */
export function setRuntimeConfig(input: RuntimeConfigInput): RuntimeConfig {
  const parsed = RuntimeConfig.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`Invalid runtime config: check ${fields}`);
  }
  current = { ...parsed.data, apiBaseUrl: parsed.data.apiBaseUrl.replace(/\/+$/, '') };
  return current;
}

/** The loaded config; throws when the host has not loaded it yet (a start-up ordering bug). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'Runtime config not loaded: call loadRuntimeConfig() before using the API or identity',
    );
  }
  return current;
}

/** For tests: forget the config. */
export function clearRuntimeConfig(): void {
  current = null;
}
