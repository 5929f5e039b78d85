// Lint holds the architecture (ARCHITECTURE.md "Rules that keep the split real", STYLE.md "Layout
// tells the architecture"): a local ESLint rule, so no plugin and no import resolver is needed.
// Paths are compared as folders, so a relative import is judged by where it lands whatever its
// extension, and a folder moved later (shared/src/domain → domain/) stays covered by its name.
//
// - A remote imports no other remote and not the host; the host imports no remote (it reaches them
//   only through loadRemote). Neither by package name (@leafbid/remote-*, @leafbid/host) nor by a
//   relative path that escapes into their folders.
// - The kernel (shared/), the domain package and the API import no remote and not the host.
// - Inside an app, src/features/<a>/ never imports src/features/<b>/: what two features share goes
//   to src/app, src/components or src/lib.
import path from 'node:path';

const REMOTE_FOLDER = /^remote-[a-z0-9-]+$/;
const REMOTE_PACKAGE = /^@leafbid\/(remote-[a-z0-9-]+)(\/.*)?$/;
const HOST_PACKAGE = /^@leafbid\/host(\/.*)?$/;

/** Top-level folders whose code may reach neither a remote nor the host. */
const KERNEL_LIKE = new Set(['shared', 'domain', 'api']);

/** The top-level folder of the repository an absolute path is in, or undefined outside it. */
function topFolder(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
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
    return undefined;
  }

  const target = path.resolve(path.dirname(file), source);
  const into = topFolder(root, target);
  if (into !== from && isApp(into))
    return `${from} may not import from ${into}/ (${source}): ${
      into === 'host' ? 'nothing imports the host' : 'a remote is reached only at run time'
    }`;

  const mine = featureOf(root, file);
  const theirs = featureOf(root, path.join(target, 'x'));
  if (mine && theirs && mine.app === theirs.app && mine.feature !== theirs.feature)
    return `feature "${mine.feature}" may not import feature "${theirs.feature}" (${source}): move what they share to src/app, src/components or src/lib`;
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
  return { rules: { boundaries: rule } };
}
