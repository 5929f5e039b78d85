// Types of publish.mjs (issue 37), for the TypeScript that publishes a build (the browser tests).
import type { ReleaseStore } from '../../../tooling/release/store.mjs';
import type { Remote } from '../remotes.mjs';

export interface CheckResult {
  name: 'build' | 'description' | 'kernel' | 'catalogues' | 'css-scope' | 'budget';
  problems: string[];
  detail?: string;
}
export interface PublishResult {
  id: string;
  /** The files equal a recorded release's: nothing was stored, `id` is that release. */
  existing: boolean;
  /** It became stable (the remote's first release). */
  stable: boolean;
  manifest: string;
  /** Releases retention deleted after this publish. */
  deleted: string[];
  checks: CheckResult[];
}
export class PublishRefused extends Error {
  reasons: string[];
  constructor(reasons: string[]);
}
export const INTEGRITY_FILE: string;
export function releaseFiles(dist: string): { path: string; file: string }[];
export function sha384(bytes: Uint8Array | string): string;
export function integrityOf(files: { path: string; file: string }[]): {
  algorithm: 'sha384';
  files: Record<string, string>;
};
export function contentHash(integrity: { files: Record<string, string> }): string;
export function gitCommit(cwd?: string): string;
export function buildRemote(remote: Pick<Remote, 'packageName'>): void;
export function applyRetention(store: ReleaseStore, remote: string, now?: Date): Promise<string[]>;
export function publish(options: {
  remote: Pick<Remote, 'name' | 'dir'>;
  store: ReleaseStore;
  baseUrl: string;
  dist?: string;
  by?: string;
  commit?: string;
  now?: Date;
  checks?: boolean;
  hostManifest?: string;
}): Promise<PublishResult>;
