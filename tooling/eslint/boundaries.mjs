// Lint holds the architecture (ARCHITECTURE.md "Rules that keep the split real", STYLE.md "Layout
// tells the architecture"): a local ESLint rule, so no plugin and no import resolver is needed.
// Paths are compared as folders, so a relative import is judged by where it lands whatever its
// extension, and a folder moved later (shared/src/domain → domain/) stays covered by its name.
//
// - A remote imports no other remote and not the host; the host imports no remote (it reaches them
//   only through loadRemote). Neither by package name (@leafbid/remote-*, @leafbid/host) nor by a
//   relative path that escapes into their folders.
// - The kernel (shared/), the domain package and the API import no remote and not the host.
// - Inside an app, src/features/<a>/ never imports src/features/<b>/, nor src/app/ (bulletproof-react's
//   zones: shared folders → features → app, one way). What two features share goes to
//   src/components or src/lib, and the package's texts sit at src/messages.ts.
// - A shipped package (an app, the kernel, the domain package, the API) reaches another workspace
//   package only by its name, never by a relative path into its folder: `../../shared/src/bus`
//   would bundle a second copy of the kernel beside the federation singleton.
// - The domain package and the API import no kernel (@leafbid/shared): it is the browser runtime.
//
// Import cycles (import-cycles.mjs), file names (file-names.mjs) and process.env only in config
// modules (env-in-config.mjs) are rules of the same plugin.
import path from 'node:path';
import { importCyclesRule } from './import-cycles.mjs';
import { envInConfigRule } from './env-in-config.mjs';
import { fileNamesRule } from './file-names.mjs';

const REMOTE_FOLDER = /^remote-[a-z0-9-]+$/;
const REMOTE_PACKAGE = /^@leafbid\/(remote-[a-z0-9-]+)(\/.*)?$/;
const HOST_PACKAGE = /^@leafbid\/host(\/.*)?$/;
const KERNEL_PACKAGE = /^@leafbid\/shared(\/.*)?$/;

/** Top-level folders whose code may reach neither a remote nor the host. */
const KERNEL_LIKE = new Set(['shared', 'domain', 'api']);

/** Packages that run outside the browser runtime, so know no kernel. */
const KERNEL_FREE = new Set(['domain', 'api']);

/** The top-level folder of the repository an absolute path is in, or undefined outside it. */
function topFolder(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** True when `file` (absolute) is in `<app>/src/app/` or is that folder. */
function inAppFolder(root, app, file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === app && parts[1] === 'src' && parts[2] === 'app';
}

/** `{ app, feature }` when `file` is in `<app>/src/features/<feature>/`. */
function featureOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length > 4 && parts[1] === 'src' && parts[2] === 'features')
    return { app: parts[0], feature: parts[3] };
  return undefined;
}

const isApp = (folder) => folder === 'host' || REMOTE_FOLDER.test(folder ?? '');

/**
 * Why importing `source` from `file` crosses a boundary, or undefined when it does not.
 * @param {string} root the repository root
 * @param {string} file absolute path of the importing file
 * @param {string} source the import specifier as written
 */
export function boundaryViolation(root, file, source) {
  const from = topFolder(root, file);
  if (from === undefined) return undefined;
  const governed = isApp(from) || KERNEL_LIKE.has(from);
  if (!governed) return undefined;

  if (!source.startsWith('.')) {
    const remote = source.match(REMOTE_PACKAGE);
    if (remote && remote[1] !== from)
      return from === 'host'
        ? `the host reaches a remote only through loadRemote('<remote>/<Exposed>'), never by importing ${source}`
        : `${from} may not import a remote (${source}): remotes talk through the kernel's stores, query cache and bus`;
    if (HOST_PACKAGE.test(source) && from !== 'host')
      return `${from} may not import the host (${source})`;
    if (KERNEL_PACKAGE.test(source) && KERNEL_FREE.has(from))
      return `${from} may not import the kernel (${source}): it is the browser runtime; shared rules and schemas live in @leafbid/domain`;
    return undefined;
  }

  const target = path.resolve(path.dirname(file), source);
  const into = topFolder(root, target);
  if (into !== from && isApp(into))
    return `${from} may not import from ${into}/ (${source}): ${
      into === 'host' ? 'nothing imports the host' : 'a remote is reached only at run time'
    }`;
  if (into !== undefined && into !== from)
    return `${from} may not reach into ${into}/ by a relative path (${source}): import the package by its name${
      into === 'shared' ? ' (@leafbid/shared), or the bundle holds a second kernel' : ''
    }`;

  const mine = featureOf(root, file);
  if (mine && inAppFolder(root, mine.app, target))
    return `feature "${mine.feature}" may not import src/app (${source}): the app composes features, not the other way round; texts are in src/messages.ts, shared code in src/components or src/lib`;
  const theirs = featureOf(root, path.join(target, 'x'));
  if (mine && theirs && mine.app === theirs.app && mine.feature !== theirs.feature)
    return `feature "${mine.feature}" may not import feature "${theirs.feature}" (${source}): move what they share to src/components or src/lib`;
  return undefined;
}

/** @param {string} root the repository root */
export function boundariesPlugin(root) {
  /** @type {import('eslint').Rule.RuleModule} */
  const rule = {
    meta: {
      type: 'problem',
      docs: {
        description: 'Remotes, host, kernel and features import only across allowed boundaries',
      },
      messages: { crossing: '{{why}}' },
      schema: [],
    },
    create(context) {
      const check = (node, sourceNode) => {
        if (!sourceNode || typeof sourceNode.value !== 'string') return;
        const why = boundaryViolation(root, context.filename, sourceNode.value);
        if (why) context.report({ node, messageId: 'crossing', data: { why } });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) =>
          check(node, node.source.type === 'Literal' ? node.source : null),
        TSImportEqualsDeclaration: (node) => check(node, node.moduleReference.expression ?? null),
        // jest.mock('../../other-feature/…') reaches into another feature just the same.
        CallExpression: (node) => {
          const callee = node.callee;
          const isJestModuleCall =
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'jest' &&
            callee.property.type === 'Identifier' &&
            ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
          const isRequire = callee.type === 'Identifier' && callee.name === 'require';
          const [first] = node.arguments;
          if ((isJestModuleCall || isRequire) && first?.type === 'Literal') check(node, first);
        },
      };
    },
  };
  return {
    rules: {
      boundaries: rule,
      'import-cycles': importCyclesRule(),
      'file-names': fileNamesRule(root),
      'env-in-config': envInConfigRule(root),
    },
  };
}
