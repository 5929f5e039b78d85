// Modules webpack handles (mini-css-extract-plugin + css-loader, asset/resource) — see ../webpack.
// Included by the host and every remote (tsconfig "include").
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
// Issue 19: an app's compiled catalogue of one locale (tooling/i18n/catalogue-loader.cjs).
declare module '*.json?catalogue' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
