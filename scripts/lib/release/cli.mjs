// `npm run release -- <command>` (scripts/release.mjs, docs/releases.md "Commands", issue 37).
// Exit codes: 0 done, 1 refused (a failed check, an unknown release, no previous stable…), 2 usage.
import path from 'node:path';
import {
  RegistryError,
  canary,
  promote,
  REMOTE_NAME,
  rollback,
} from '../../../tooling/release/registry.mjs';
import { openReleaseStore } from '../../../tooling/release/store.mjs';
import { portsFromEnv, releaseSettings } from '../config.mjs';
import { repoRoot } from '../paths.mjs';
import { defaultPorts, readRemotes } from '../remotes.mjs';
import { runChecks } from './checks.mjs';
import { PublishRefused, buildRemote, publish } from './publish.mjs';

export const USAGE = `usage: npm run release -- <command> [options]
  publish <remote>                 build the remote, check it, store it as a release, print its id
  promote <remote> <id>            make <id> the stable release (ends a canary of <id>)
  canary <remote> <id> <percent>   serve <id> to <percent> % of users (0 ends the canary)
  rollback <remote>                back to the previous stable release
  list <remote>                    its releases, stable and canary
  check <remote>                   the checks alone, on the remote's dist/
options:
  --releases-dir <dir>   a local releases root (default RELEASES_DIR, else .data/releases;
                         RELEASES_S3_BUCKET stores in the bucket instead)
  --by <who>             recorded in the history (default $USER)
  --base-url <url>       where <remote>'s releases are served (default RELEASE_BASE_URL_<REMOTE>,
                         RELEASES_BASE_URL/<remote>, locally http://localhost:<its port>)
  --host-manifest <url|file>  the production host's mf-manifest.json (default RELEASE_HOST_MANIFEST,
                         else host/dist/mf-manifest.json)
  --no-build             publish the remote's dist/ as it is
  --dist <dir>           publish or check the remote built into <dir> (no build)
  --json                 list: the registry entry as JSON`;

class UsageError extends Error {}

const VALUE_OPTIONS = new Set([
  '--releases-dir',
  '--by',
  '--base-url',
  '--host-manifest',
  '--dist',
]);
const FLAG_OPTIONS = new Set(['--no-build', '--json', '--help', '-h']);

/** `{ positional, options }` of a command line; throws UsageError on an unknown option. */
export function parseArguments(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    if (VALUE_OPTIONS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
      options[flag.slice(2)] = value;
    } else if (FLAG_OPTIONS.has(flag)) options[flag.replace(/^-+/, '')] = true;
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, options };
}

const ARITY = { publish: 1, promote: 2, canary: 3, rollback: 1, list: 1, check: 1 };

/**
 * Runs one command. `io.stdout` gets what a script reads (the id of a publish, the list), and
 * `io.stderr` the rest.
 * @param {string[]} argv the arguments after the script
 * @param {{ env?: NodeJS.ProcessEnv, stdout?: (line: string) => void, stderr?: (line: string) => void, now?: () => Date, build?: typeof buildRemote, root?: string }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, io = {}) {
  const out = io.stdout ?? ((line) => process.stdout.write(`${line}\n`));
  const err = io.stderr ?? ((line) => process.stderr.write(`${line}\n`));
  const root = io.root ?? repoRoot;
  let store;
  try {
    const { positional, options } = parseArguments(argv);
    if (options.help || options.h) {
      out(USAGE);
      return 0;
    }
    const [command, ...args] = positional;
    if (!command) throw new UsageError('which command?');
    if (!(command in ARITY)) throw new UsageError(`unknown command "${command}"`);
    if (args.length !== ARITY[command])
      throw new UsageError(
        `${command} takes ${ARITY[command]} argument${ARITY[command] > 1 ? 's' : ''}, got ${args.length}`,
      );
    const [remoteName] = args;
    if (!REMOTE_NAME.test(remoteName)) throw new UsageError(`"${remoteName}" is not a remote name`);
    const settings = releaseSettings(root, io.env);
    const by = options.by ?? settings.user ?? 'unknown';
    const now = io.now ?? (() => new Date());

    const workspaceRemote = () => {
      const remotes = readRemotes(root);
      const remote = remotes.find((candidate) => candidate.name === remoteName);
      if (!remote)
        throw new UsageError(
          `"${remoteName}" is not a remote of this workspace (${remotes.map((r) => r.name).join(', ')})`,
        );
      return remote;
    };

    if (command === 'check') {
      const remote = workspaceRemote();
      const result = await runChecks({
        remote,
        ...(options.dist ? { dist: path.resolve(options.dist) } : {}),
        hostManifest: options['host-manifest'] ?? settings.hostManifest,
      });
      report(result.checks, err);
      if (!result.ok) {
        err(`release: ${remote.name} would be refused`);
        return 1;
      }
      err(`release: ${remote.name} passes every check`);
      return 0;
    }

    const local = options['releases-dir'] ?? (settings.s3 ? undefined : settings.releasesDir);
    store = local
      ? openReleaseStore({ dir: path.resolve(root, local) })
      : openReleaseStore({ s3: settings.s3 });

    if (command === 'publish') {
      const remote = workspaceRemote();
      const baseUrl =
        options['base-url'] ??
        settings.baseUrl(remote.name) ??
        (store.kind === 'local'
          ? `http://localhost:${portsFromEnv(io.env, defaultPorts(readRemotes(root)))[remote.name]}`
          : undefined);
      if (!baseUrl)
        throw new UsageError(
          `where are ${remote.name}'s releases served? Set RELEASE_BASE_URL_${remote.name.toUpperCase().replace(/-/g, '_')} or RELEASES_BASE_URL, or pass --base-url`,
        );
      if (!options['no-build'] && !options.dist) {
        err(`release: building ${remote.packageName}…`);
        (io.build ?? buildRemote)(remote);
      }
      const result = await publish({
        remote,
        store,
        baseUrl,
        ...(options.dist ? { dist: path.resolve(options.dist) } : {}),
        by,
        now: now(),
        hostManifest: options['host-manifest'] ?? settings.hostManifest,
      });
      report(result.checks, err);
      if (result.existing)
        err(`release: ${remote.name}'s files equal release ${result.id}: nothing stored`);
      else {
        err(
          `release: stored ${remote.name} ${result.id} in ${store.describe()} (${result.manifest})`,
        );
        if (result.stable)
          err(`release: ${result.id} is ${remote.name}'s first release: it is stable`);
        else
          err(
            `release: try it with: npm run release -- canary ${remote.name} ${result.id} 10   or: promote ${remote.name} ${result.id}`,
          );
      }
      if (result.deleted.length > 0) err(`release: retention deleted ${result.deleted.join(', ')}`);
      out(result.id);
      return 0;
    }

    if (command === 'list') {
      const registry = await store.readRegistry();
      const entry = registry.remotes[remoteName];
      if (options.json) {
        out(JSON.stringify(entry ?? null, null, 2));
        return 0;
      }
      if (!entry || entry.releases.length === 0) {
        out(`${remoteName}: no releases in ${store.describe()}`);
        return 0;
      }
      out(
        `${remoteName}: stable ${entry.stable ?? 'none'}, canary ${entry.canary ? `${entry.canary.release} at ${entry.canary.percent} %` : 'none'}`,
      );
      for (const release of [...entry.releases].reverse()) {
        const role =
          release.id === entry.stable
            ? 'stable'
            : release.id === entry.canary?.release
              ? `canary ${entry.canary.percent} %`
              : '';
        out(
          `${release.id}  ${role.padEnd(12)}  published ${release.publishedAt}  kernel ${release.kernel ?? 'none'}  commit ${release.commit.slice(0, 12)}`,
        );
      }
      return 0;
    }

    const started = Date.now();
    let before;
    const registry = await store.updateRegistry((current) => {
      before = current.remotes[remoteName];
      const who = { by, at: now() };
      if (command === 'promote') return promote(current, remoteName, args[1], who);
      if (command === 'rollback') return rollback(current, remoteName, who);
      const percent = Number(args[2]);
      if (!/^\d+$/.test(args[2]))
        throw new UsageError(`the percent must be a whole number from 0 to 100, got "${args[2]}"`);
      return canary(current, remoteName, args[1], percent, who);
    });
    const entry = registry.remotes[remoteName];
    const took = `${Date.now() - started} ms`;
    if (command === 'promote')
      err(
        `release: ${remoteName} stable is ${entry.stable} (was ${before?.stable ?? 'none'}), ${took}`,
      );
    else if (command === 'rollback')
      err(`release: ${remoteName} rolled back to ${entry.stable} (was ${before?.stable}), ${took}`);
    else
      err(
        entry.canary
          ? `release: ${remoteName} canary ${entry.canary.release} at ${entry.canary.percent} %, ${took}`
          : `release: ${remoteName} has no canary now, ${took}`,
      );
    out(entry.stable);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`release: ${error.message}`);
      err(USAGE);
      return 2;
    }
    if (error instanceof PublishRefused) {
      for (const reason of error.reasons) err(`release: refused: ${reason}`);
      return 1;
    }
    if (error instanceof RegistryError) {
      err(`release: ${error.message}`);
      return 1;
    }
    err(`release: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store?.close();
  }
}

function report(checks, err) {
  for (const check of checks) {
    const mark = check.problems.length === 0 ? 'ok  ' : 'FAIL';
    err(`  ${mark} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
    for (const problem of check.problems) err(`         ${problem}`);
  }
}
