// leafbid/file-names: kebab-case file and folder names under every package's src/ (STYLE.md "Names
// and files"); components stay PascalCase inside the file, not in its name.
//
// A name is a kebab-case stem, then dot-separated qualifiers, then the extension:
// `product-card.tsx`, `index.ts`, `get-orders.test.ts`, `start-gate.fr-CA.test.tsx`,
// `listing.messages.ts`, `env.d.ts`. A locale tag is a name in its own right (`fr-CA.test.tsx`:
// the fr-CA tests of a folder). Folders are kebab-case too, except the API's route parameters,
// named as the URL's parameter (`routes/products/_id/` serves /products/:id; api/src/api-routes.ts
// lists the routes, as the API is bundled into one file).
import path from 'node:path';

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const LOCALE = '[a-z]{2,3}-[A-Z]{2}';
const FILE_NAME = new RegExp(`^(?:${KEBAB}|${LOCALE})(?:\\.(?:${KEBAB}|${LOCALE}))*\\.[a-z]+$`);
const FOLDER_NAME = new RegExp(`^(?:${KEBAB}|_[a-z][a-zA-Z0-9]*)$`);

/** Why `file` (absolute) is misnamed, or undefined when it is in no src/ folder or is well named. */
export function fileNameProblem(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0] ?? '')) return undefined;
  const src = parts.indexOf('src');
  if (src < 1 || parts.includes('node_modules')) return undefined;
  const folders = parts.slice(src + 1, -1);
  const name = parts.at(-1);
  const folder = folders.find((segment) => !FOLDER_NAME.test(segment));
  if (folder) return `folder "${folder}" is not kebab-case`;
  if (!FILE_NAME.test(name)) return `file name "${name}" is not kebab-case (e.g. ${kebab(name)})`;
  return undefined;
}

/** A suggestion: `MediaCookieNotice.test.tsx` → `media-cookie-notice.test.tsx`. */
function kebab(name) {
  const [stem, ...rest] = name.split('.');
  const converted = stem
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
  return [converted, ...rest].join('.');
}

/** @param {string} root the repository root */
export function fileNamesRule(root) {
  /** @type {import('eslint').Rule.RuleModule} */
  return {
    meta: {
      type: 'suggestion',
      docs: { description: 'kebab-case file and folder names under src/' },
      messages: { misnamed: '{{why}} (STYLE.md "Names and files")' },
      schema: [],
    },
    create(context) {
      return {
        Program(node) {
          const why = fileNameProblem(root, context.filename);
          if (why)
            context.report({
              node,
              loc: { line: 1, column: 0 },
              messageId: 'misnamed',
              data: { why },
            });
        },
      };
    },
  };
}
