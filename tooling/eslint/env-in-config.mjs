// leafbid/env-in-config: process.env is read only in config modules (STYLE.md "One source of
// truth": environment is read once per app, in its config module, which names, defaults and
// checks every variable; the rest of the app takes the values from it). The config modules are the
// rule's option, as globs relative to the repository root: `{ configModules: ['api/src/config.ts',
// 'scripts/lib/config.mjs', '**/webpack.config.cjs'] }`.
//
// Reported: `process.env`, `process['env']`, `globalThis.process.env`, `const { env } = process`,
// and `env` imported from node:process — reading it and handing it on (`{ ...process.env }`)
// alike. A string that mentions it (DefinePlugin's 'process.env.NODE_ENV') is no read.
import path from 'node:path';

/**
 * A glob as a regular expression over a `/`-separated path: `**` any folders (none included),
 * `*` and `?` within one name, `{a,b}` either.
 */
export function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:[^/]+/)*' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) throw new Error(`unclosed { in glob "${glob}"`);
      source += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const isProcess = (node) =>
  (node.type === 'Identifier' && node.name === 'process') ||
  (node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    ['globalThis', 'global'].includes(node.object.name) &&
    propertyName(node) === 'process');

/** `a.b` and `a['b']` → 'b'. */
function propertyName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal') return String(member.property.value);
  return undefined;
}

/** @param {string} root the repository root */
export function envInConfigRule(root) {
  /** @type {import('eslint').Rule.RuleModule} */
  return {
    meta: {
      type: 'problem',
      docs: { description: 'process.env is read only in config modules' },
      messages: {
        outsideConfig:
          'Only config modules read process.env (STYLE.md "One source of truth"): take the value from the app\'s config ({{modules}}).',
      },
      schema: [
        {
          type: 'object',
          properties: { configModules: { type: 'array', items: { type: 'string' } } },
          required: ['configModules'],
          additionalProperties: false,
        },
      ],
    },
    create(context) {
      const globs = context.options[0]?.configModules ?? [];
      const relative = path.relative(root, context.filename).split(path.sep).join('/');
      if (globs.some((glob) => globToRegExp(glob).test(relative))) return {};
      const report = (node) =>
        context.report({
          node,
          messageId: 'outsideConfig',
          data: { modules: nearestConfig(globs, relative) },
        });
      return {
        MemberExpression(node) {
          if (propertyName(node) === 'env' && isProcess(node.object)) report(node);
        },
        VariableDeclarator(node) {
          if (node.id.type !== 'ObjectPattern' || !node.init || !isProcess(node.init)) return;
          for (const property of node.id.properties)
            if (property.type === 'Property' && keyName(property) === 'env') report(property);
        },
        ImportDeclaration(node) {
          if (node.source.value !== 'process' && node.source.value !== 'node:process') return;
          for (const specifier of node.specifiers)
            if (
              specifier.type === 'ImportSpecifier' &&
              keyName({ key: specifier.imported }) === 'env'
            )
              report(specifier);
        },
      };
    },
  };
}

function keyName(property) {
  const key = property.key;
  return key.type === 'Identifier'
    ? key.name
    : key.type === 'Literal'
      ? String(key.value)
      : undefined;
}

/** The config modules of the file's own top folder (its package), else all of them. */
function nearestConfig(globs, relative) {
  const top = relative.split('/')[0];
  const own = globs.filter((glob) => glob.split('/')[0] === top);
  return (own.length ? own : globs).join(', ');
}
