// Types of remotes.mjs for the TypeScript that reads the list (the browser tests' ports).
export interface Remote {
  /** The federation name, as package.json declares it (`leafbid.remote`). */
  name: string;
  /** Its default local port (`leafbid.port`). */
  port: number;
  /** Its folder under the repository root, e.g. `remote-operator`. */
  folder: string;
  /** Absolute path of that folder. */
  dir: string;
  packageName: string;
}

/** host, api, auth and the mail catcher's; every remote adds its own name. */
export type Ports = {
  host: number;
  api: number;
  auth: number;
  mailSmtp: number;
  mailHttp: number;
} & Record<string, number>;

export const FIXED_PORTS: {
  host: number;
  api: number;
  auth: number;
  mailSmtp: number;
  mailHttp: number;
};
export function workspacePatterns(root?: string): string[];
export function workspaceFolders(root?: string): string[];
export function readRemotes(root?: string): Remote[];
export function defaultPorts(remotes?: Remote[]): Ports;
export function shiftedPorts(delta: number, remotes?: Remote[]): Ports;
export function portVariable(name: string): string;
export function urlVariable(name: string): string;
