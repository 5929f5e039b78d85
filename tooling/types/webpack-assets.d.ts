// Modules webpack handles (style-loader + css-loader, asset/resource) — see ../webpack. Included by
// the host and every remote (tsconfig "include").
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
