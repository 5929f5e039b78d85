// The browser tests run the whole product on their own ports, so they never collide with a
// developer's `npm start` on the defaults: every default moved by 100 (host 3100, each remote its
// declared port + 100, API 4100, identity emulator 9199). The remotes are the workspace's one list
// (scripts/lib/remotes.mjs). E2E_PORT_OFFSET (a multiple of 10) moves them all, so two checkouts
// on one machine can run their browser tests side by side.
import { readRemotes, shiftedPorts, type Ports } from '../../scripts/lib/remotes.mjs';
import { e2ePortOffset } from '../config.mjs';

const offset = e2ePortOffset();

/** The remotes' names, in port order. */
export const REMOTES: readonly string[] = readRemotes().map((remote) => remote.name);

const ports = shiftedPorts(100 + offset);

export const TEST_PORTS: Ports & {
  automation: number;
  rsbuildRemote: number;
  rsbuildRemoteNewerKernel: number;
  changedTextsRemote: number;
} = {
  ...ports,
  /**
   * Two builds of the Rsbuild remote of fixtures/rsbuild-remote (e2e/other-bundler.spec.ts): not a
   * workspace remote, so not in the list; ports well above the remotes' own.
   */
  rsbuildRemote: 3190 + offset,
  rsbuildRemoteNewerKernel: 3191 + offset,
  /** The orders remote built with changed domain texts (e2e/remote-texts.spec.ts). */
  changedTextsRemote: 3192 + offset,
  /** The automation-webhook receiver (support/automation-receiver.ts). */
  automation: ports.api + 1,
};

/** A remote's test port; throws for a name that is not in the workspace's list. */
export function remotePort(name: string): number {
  const port = REMOTES.includes(name) ? TEST_PORTS[name] : undefined;
  if (port === undefined)
    throw new Error(`"${name}" is not a remote (remotes: ${REMOTES.join(', ')})`);
  return port;
}

/** A remote's origin in the browser tests: http://localhost:<its test port>. */
export const remoteOrigin = (name: string) => `http://localhost:${remotePort(name)}`;
