// Issue 37: every script and stylesheet a remote's own webpack runtime loads carries its SHA-384
// digest as `integrity`, so a changed byte in a stored release is refused by the browser and the
// remote's load fails (the host then shows that remote's notice). The host sets the digests of
// what it loads itself (remoteEntry.js, the preloads) from the release's integrity.json; these
// are the same digests of the same bytes.
//
// webpack-subresource-integrity does not build with Module Federation (its placeholders are left
// unresolved in remoteEntry.js: waysact/webpack-subresource-integrity#176, #230), so this plugin
// keys the digests by file name: the runtime's script loader (LoadScriptRuntimeModule's
// createScript hook) and mini-css-extract-plugin's stylesheet loader (beforeTagInsert) look the
// file up in a map that is a placeholder string until every file has its final name and bytes
// (after webpack's real content hashes, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH), and is then written
// into the files that hold a runtime. Those files are entry points (remoteEntry.js, main.js),
// which no runtime loads, so no digest depends on itself.
const { createHash } = require('node:crypto');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const PLUGIN = 'LeafbidIntegrityPlugin';
/** A string literal minifiers keep as it is; replaced by the JSON of the map. */
const PLACEHOLDER = '__LEAFBID_INTEGRITY_MAP__';

/** `sha384-<base64>` of a file's bytes, as the `integrity` attribute and integrity.json write it. */
function sha384(content) {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** Runtime code: give `element` the digest of the file `url` names, when the map has it. */
function setIntegrity(element, url) {
  return [
    `var lbIntegrity = JSON.parse(${JSON.stringify(PLACEHOLDER)});`,
    `var lbFile = ${url}.split("?")[0].split("/").pop();`,
    `if (lbIntegrity[lbFile]) ${element}.integrity = lbIntegrity[lbFile];`,
  ].join('\n');
}

class IntegrityPlugin {
  apply(compiler) {
    // The compiler's own webpack: its hooks are per module instance.
    const { Compilation, sources, runtime } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        PLUGIN,
        (source) => `${source}\n${setIntegrity('script', 'url')}`,
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        PLUGIN,
        (source, { tag, href }) => `${source}\n${setIntegrity(tag, href)}`,
      );
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          const holders = [];
          const digests = {};
          for (const [file, asset] of Object.entries(assets)) {
            if (!/\.(js|css)$/.test(file)) continue;
            const content = asset.buffer();
            if (content.includes(PLACEHOLDER)) holders.push(file);
            else digests[file.split('/').pop()] = sha384(content);
          }
          // The map as the JSON string JSON.parse reads: a JavaScript string literal of JSON.
          const literal = JSON.stringify(JSON.stringify(digests));
          for (const file of holders) {
            const asset = compilation.getAsset(file).source;
            const text = asset.source().toString();
            const replaced = new sources.ReplaceSource(asset);
            // Each placeholder sits inside its quotes ("…" or '…'): replaced with them.
            for (
              let at = text.indexOf(PLACEHOLDER);
              at !== -1;
              at = text.indexOf(PLACEHOLDER, at + 1)
            )
              replaced.replace(at - 1, at + PLACEHOLDER.length, literal);
            compilation.updateAsset(file, replaced);
          }
        },
      );
    });
  }
}

module.exports = { IntegrityPlugin, PLACEHOLDER, sha384 };
