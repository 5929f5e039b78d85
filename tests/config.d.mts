// Types of config.mjs for the TypeScript that reads it (Playwright's config, the specs' helpers).
export function e2ePortOffset(env?: NodeJS.ProcessEnv): number;
export const E2E_VERBOSE: boolean;
export const E2E_SCREENSHOTS_DIR: string | undefined;
export const LEAFBID_SHOTS_DIR: string | undefined;
export const CI: boolean;
export const REPLICAS_VERBOSE: boolean;
export const TEST_DATABASE_URL: string | undefined;
export function e2eDataDir(env?: NodeJS.ProcessEnv): string;
export function setE2eDataDir(dir: string): void;
export function pathDirectories(env?: NodeJS.ProcessEnv): string[];
export function childEnv(overrides?: Record<string, string | undefined>): NodeJS.ProcessEnv;
export function benchSettings(env?: NodeJS.ProcessEnv): {
  catalogue: { products: number; seconds: number };
  api: { seconds: number; connections: number; bids: number; only: string | undefined };
  lighthouse: {
    runs: number;
    presets: string[];
    reportDir: string | undefined;
    lcpPath: boolean;
    tasks: boolean;
  };
  firstLoad: { waterfall: boolean };
  routeChange: { rounds: number; account: string; settleMs: number | undefined };
};
