// Issue 37: a remote's CSS cannot style anything outside the remote. Isolation holds by class
// prefixes (each remote's package.json declares its own: "leafbid": { "cssPrefix": "or-" }), and
// this holds the prefixes: every complex selector must put a class starting with the prefix on the
// element it styles or on an ancestor of it (a class inside :not() or :has() does not count, nor a
// sibling's: `.or-a + h1` styles the h1 beside the remote), and every @keyframes, @counter-style,
// @property and @font-face name starts with it too. The kernel's styles (@leafbid/shared, bundled
// into each remote as its fallback copy) are checked the same way against the kernel's prefix,
// `lb-`, with its design tokens (`:root { --lb-…: … }`) allowed.
//
// CssScopePlugin runs it on every stylesheet a remote's build extracts (its source file named in
// the error); scripts/lib/release/checks.mjs runs cssScopeProblems on a built dist/ before a
// release is published.
const path = require('node:path');
const postcss = require('postcss');
const selectorParser = require('postcss-selector-parser');

const KERNEL_CSS_PREFIX = 'lb-';
/** Pseudo-classes whose argument is what the element itself matches (every alternative must be scoped). */
const MATCHES_ARGUMENT = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any']);
const NAMED_AT_RULES = new Set(['keyframes', '-webkit-keyframes', 'counter-style', 'property']);

/** Whether a compound (the nodes between two combinators) puts a prefixed class on its element. */
function compoundIsScoped(nodes, prefix) {
  return nodes.some((node) => {
    if (node.type === 'class') return node.value.startsWith(prefix);
    if (node.type === 'pseudo' && MATCHES_ARGUMENT.has(node.value.toLowerCase()))
      return node.nodes.length > 0 && node.nodes.every((inner) => selectorIsScoped(inner, prefix));
    return false;
  });
}

/**
 * Whether a complex selector matches only elements inside the remote: elements carrying a
 * prefixed class, their descendants, and the siblings of those descendants (they share a parent
 * inside a prefixed element). `.or-a + h1` is refused (the h1 beside the remote's root may be the
 * page's), `.or-a .b + label` allowed.
 * @param {import('postcss-selector-parser').Selector} selector
 */
function selectorIsScoped(selector, prefix) {
  // inside: the element matched so far is a prefixed one or inside one; strictly: inside one.
  let inside = false;
  let strictly = false;
  let compound = [];
  const endCompound = () => {
    if (compoundIsScoped(compound, prefix)) inside = true;
    compound = [];
  };
  for (const node of selector.nodes) {
    if (node.type === 'comment') continue;
    if (node.type !== 'combinator') {
      compound.push(node);
      continue;
    }
    endCompound();
    const combinator = node.value.trim();
    if (combinator === '' || combinator === '>') strictly = inside;
    else {
      // A sibling (+, ~) shares the parent: inside only when the element was strictly inside.
      inside = strictly;
    }
  }
  endCompound();
  return inside;
}

/** A rule's selectors with its parents' (CSS nesting) resolved. */
function resolvedSelectors(rule) {
  const own = rule.selectors;
  let parent = rule.parent;
  while (parent && parent.type !== 'rule') parent = parent.parent;
  if (!parent) return own;
  return resolvedSelectors(parent).flatMap((outer) =>
    own.map((inner) =>
      inner.includes('&') ? inner.replaceAll('&', `:is(${outer})`) : `${outer} ${inner}`,
    ),
  );
}

const insideKeyframes = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  return false;
};

/**
 * Every selector or name of `css` that can reach outside the prefix, as one line each naming the
 * file, line and selector ([] when the stylesheet is scoped).
 * @param {string} css
 * @param {{ file: string, prefix: string, kernel?: boolean }} options `kernel`: the kernel's own
 *   stylesheet (its `:root` design tokens allowed)
 * @returns {string[]}
 */
function cssScopeProblems(css, { file, prefix, kernel = false }) {
  if (typeof prefix !== 'string' || !/^[a-z][a-z0-9]*-$/.test(prefix))
    throw new Error(
      `the CSS prefix must be lower-case letters and digits ending in "-", got ${JSON.stringify(prefix)}`,
    );
  let root;
  try {
    root = postcss.parse(css, { from: file });
  } catch (error) {
    return [`${file}: the CSS does not parse (${error.reason ?? error.message})`];
  }
  const problems = [];
  const at = (node) => `${file}:${node.source?.start?.line ?? '?'}`;
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    for (const text of resolvedSelectors(rule)) {
      if (kernel && text.trim() === ':root') {
        const global = rule.nodes.filter(
          (node) => node.type === 'decl' && !node.prop.startsWith(`--${prefix}`),
        );
        for (const decl of global)
          problems.push(
            `${at(decl)}: ":root" sets ${decl.prop}: the kernel's :root declares only --${prefix}… custom properties`,
          );
        continue;
      }
      let parsed;
      try {
        parsed = selectorParser().astSync(text);
      } catch (error) {
        problems.push(`${at(rule)}: selector "${text}" does not parse (${error.message})`);
        continue;
      }
      for (const selector of parsed.nodes) {
        if (!selectorIsScoped(selector, prefix))
          problems.push(
            `${at(rule)}: selector "${selector.toString().trim()}" can match outside the remote (no class starting with "${prefix}" on the element it styles or an ancestor; :not(), :has() and a sibling of the remote's root do not count)`,
          );
      }
    }
  });
  root.walkAtRules((rule) => {
    const name = rule.name.toLowerCase();
    if (NAMED_AT_RULES.has(name)) {
      const declared = rule.params.trim();
      const wanted = name === 'property' ? `--${prefix}` : prefix;
      if (!declared.startsWith(wanted))
        problems.push(
          `${at(rule)}: @${rule.name} ${declared} is global: its name must start with "${wanted}"`,
        );
    } else if (name === 'font-face') {
      const family = rule.nodes?.find(
        (node) => node.type === 'decl' && node.prop.toLowerCase() === 'font-family',
      );
      const value = family?.value.replace(/^["']|["']$/g, '') ?? '';
      if (!value.startsWith(prefix))
        problems.push(
          `${at(rule)}: @font-face "${value}" is global: its font-family must start with "${prefix}"`,
        );
    } else if (name === 'page') {
      problems.push(`${at(rule)}: @page styles every printed page, not the remote's`);
    }
  });
  return problems;
}

/**
 * The CSS prefix a remote's package.json declares (`"leafbid": { "cssPrefix": "or-" }`).
 * @param {string} dir the remote's folder
 */
function declaredCssPrefix(dir) {
  const file = path.join(dir, 'package.json');
  const prefix = require(file).leafbid?.cssPrefix;
  if (typeof prefix !== 'string' || !/^[a-z][a-z0-9]*-$/.test(prefix))
    throw new Error(
      `${file}: declare the remote's CSS class prefix as "leafbid": { …, "cssPrefix": "<letters>-" } (its classes all start with it)`,
    );
  return prefix;
}

const PLUGIN_NAME = 'LeafbidCssScopePlugin';

/**
 * The plugin for the remote in `dir`, with its declared prefix (none declared: the build warns,
 * and a release is refused), the kernel's stylesheets (shared/src) held to `lb-`.
 * @param {string} dir
 */
function cssScopePluginFor(dir) {
  let prefix;
  try {
    prefix = declaredCssPrefix(dir);
  } catch {
    prefix = undefined;
  }
  const kernelSources = path.resolve(__dirname, '..', '..', 'shared', 'src') + path.sep;
  return new CssScopePlugin({ prefix, isKernel: (file) => file.startsWith(kernelSources) });
}

/**
 * Fails a remote's build when one of its stylesheets (each extracted CSS module, named by its
 * source file) has a selector or name outside its prefix. The kernel's own stylesheets (under
 * shared/src, `isKernel`) are held to the kernel's prefix.
 */
class CssScopePlugin {
  /**
   * @param {{ prefix: string, isKernel?: (file: string) => boolean, root?: string }} options
   */
  constructor({ prefix, isKernel = () => false, root = path.resolve(__dirname, '..', '..') }) {
    this.prefix = prefix;
    this.isKernel = isKernel;
    this.root = root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      if (this.prefix === undefined) {
        const warning = new WebpackError(
          `CSS scope: not checked, this remote declares no "leafbid": { "cssPrefix": "…" } in its package.json (a release of it is refused)`,
        );
        warning.hideStack = true;
        compilation.warnings.push(warning);
        return;
      }
      compilation.hooks.finishModules.tap(PLUGIN_NAME, (modules) => {
        for (const module of modules) {
          if (module.type !== 'css/mini-extract' || !module.content) continue;
          const source = module.nameForCondition?.() ?? module.identifier();
          const kernel = this.isKernel(source);
          const problems = cssScopeProblems(module.content.toString('utf8'), {
            file: path.relative(this.root, source),
            prefix: kernel ? KERNEL_CSS_PREFIX : this.prefix,
            kernel,
          });
          for (const problem of problems) {
            const error = new WebpackError(`CSS scope: ${problem}`);
            error.hideStack = true;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = {
  KERNEL_CSS_PREFIX,
  CssScopePlugin,
  cssScopePluginFor,
  cssScopeProblems,
  declaredCssPrefix,
  selectorIsScoped,
};
