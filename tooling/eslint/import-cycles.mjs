// leafbid/import-cycles: no module imports itself back through a chain of relative imports (the
// job of eslint-plugin-import's no-cycle, without a plugin or a resolver). A cycle makes the
// evaluation order decide which side sees the other's exports as undefined.
//
// Only imports that run at load time count: `import type` and imports of types only are erased,
// and `import()` is lazy, so neither forms a cycle. Package-name imports are left out: a cycle
// between packages is already a boundary violation (boundaries.mjs).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** TypeScript sources import each other by the emitted name (`./x.js` is `./x.ts`). */
const EMITTED_AS = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The code file a relative specifier lands on, or undefined (a stylesheet, JSON, a missing file). */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const extension = path.extname(base);
  const candidates = [];
  if (CODE_EXTENSIONS.includes(extension)) {
    candidates.push(base);
    for (const source of EMITTED_AS[extension] ?? [])
      candidates.push(base.slice(0, -extension.length) + source);
  }
  for (const candidate of CODE_EXTENSIONS) candidates.push(base + candidate);
  for (const candidate of CODE_EXTENSIONS) candidates.push(path.join(base, `index${candidate}`));
  return candidates.find(isFile);
}

const typeOnlyImport = (clause) => {
  if (!clause) return false; // import './x': runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

/** The relative specifiers `text` imports at load time (static imports, re-exports, require). */
export function loadTimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node, topLevel) => {
    if (ts.isImportDeclaration(node)) {
      if (!typeOnlyImport(node.importClause)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      if (!node.isTypeOnly && ts.isExternalModuleReference(reference))
        specifiers.push(reference.expression.text);
      return;
    }
    // require() outside any function runs at load time; inside one it is as lazy as import().
    if (
      topLevel &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    const stillTopLevel = topLevel && !ts.isFunctionLike(node) && !ts.isClassLike(node);
    ts.forEachChild(node, (child) => visit(child, stillTopLevel));
  };
  ts.forEachChild(source, (node) => visit(node, true));
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** file → { mtimeMs, edges }: a lint run reads each file once. */
const graph = new Map();

function edgesOf(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.edges;
  let edges = [];
  try {
    const text = fs.readFileSync(file, 'utf8');
    edges = [
      ...new Set(
        loadTimeImports(file, text)
          .map((specifier) => resolveRelative(file, specifier))
          .filter(Boolean),
      ),
    ];
  } catch {
    edges = [];
  }
  graph.set(file, { mtimeMs, edges });
  return edges;
}

/** The chain of files from `start` back to `target` (both included), or undefined. */
export function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) {
      const chain = [];
      for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of edgesOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

const isTypeOnlyNode = (node) => {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  if (node.type !== 'ImportDeclaration' || node.specifiers.length === 0) return false;
  return node.specifiers.every(
    (specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type',
  );
};

export function importCyclesRule() {
  /** @type {import('eslint').Rule.RuleModule} */
  return {
    meta: {
      type: 'problem',
      docs: { description: 'No module imports itself back through relative imports' },
      messages: {
        cycle: 'Import cycle: {{chain}}. Move what both sides need into a third module.',
      },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const check = (node, sourceNode = node.source) => {
        const specifier = sourceNode?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.') || isTypeOnlyNode(node))
          return;
        const target = resolveRelative(file, specifier);
        if (!target) return;
        const chain = target === file ? [file, file] : pathBack(target, file);
        if (!chain) return;
        const shown = [file, ...chain.slice(target === file ? 1 : 0)].map((at) =>
          path.relative(path.dirname(file), at).split(path.sep).join('/'),
        );
        context.report({ node, messageId: 'cycle', data: { chain: shown.join(' → ') } });
      };
      return {
        ImportDeclaration: check,
        ExportAllDeclaration: check,
        ExportNamedDeclaration: (node) => node.source && check(node),
        CallExpression: (node) => {
          const [first] = node.arguments;
          const isRequire =
            node.callee.type === 'Identifier' &&
            node.callee.name === 'require' &&
            node.arguments.length === 1 &&
            first.type === 'Literal';
          const lazy = context.sourceCode
            .getAncestors(node)
            .some((ancestor) => /Function|Class/.test(ancestor.type));
          if (isRequire && !lazy) check(node, first);
        },
      };
    },
  };
}
