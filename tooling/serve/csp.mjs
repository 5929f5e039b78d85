// Issue 37: the host page's Content-Security-Policy. No 'unsafe-eval'; the page's own inline
// scripts and styles are allowed by their SHA-256 hashes only; scripts, styles and fonts come from
// the host's origin and the origins the release registry names (every release a user may be
// given, pinned ones included); calls go to the same, the API and identity. The page may not be
// framed (frame-ancestors, with X-Frame-Options for older browsers: headers.mjs).
//
// The local static server builds it per request from what it serves (index.html, remotes.json,
// runtime-config.json); a production deploy prints it with `node tooling/serve/csp.mjs` and puts
// it in its server's configuration (deploy/static.conf).
import { createHash } from 'node:crypto';

const INLINE = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi;

/** 'sha256-…' sources of the page's inline scripts and styles: `{ script: [...], style: [...] }`. */
export function inlineHashes(html) {
  const hashes = { script: [], style: [] };
  for (const [, tag, attributes = '', body] of html.matchAll(INLINE)) {
    if (tag.toLowerCase() === 'script' && /\ssrc=/i.test(attributes)) continue;
    if (!body.trim()) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    const list = hashes[tag.toLowerCase()];
    if (!list.includes(hash)) list.push(hash);
  }
  return hashes;
}

function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Every manifest URL /remotes.json names: plain entries and each listed release. */
export function registryOrigins(remotes) {
  const urls = [];
  for (const entry of Object.values(remotes ?? {})) {
    if (typeof entry === 'string') urls.push(entry);
    else if (entry && Array.isArray(entry.releases))
      for (const release of entry.releases)
        if (typeof release?.manifest === 'string') urls.push(release.manifest);
  }
  return unique(urls.map(originOf));
}

const unique = (values) => [...new Set(values.filter(Boolean).flatMap(withLoopbackTwin))];

/**
 * An origin on this machine under both its names: the app opened at 127.0.0.1 calls its API and
 * remotes at 127.0.0.1 too (the kernel follows the page's host name, so the media cookie stays
 * same-site, issue 35), while the configuration names localhost.
 */
function withLoopbackTwin(source) {
  const twin = source.startsWith('http://localhost:')
    ? source.replace('http://localhost:', 'http://127.0.0.1:')
    : source.startsWith('http://127.0.0.1:')
      ? source.replace('http://127.0.0.1:', 'http://localhost:')
      : null;
  return twin ? [source, twin] : [source];
}

/** Google's identity endpoints the Firebase SDK calls when no emulator is configured. */
const IDENTITY_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/**
 * @param {{ html: string, remotes: object, runtimeConfig: { apiBaseUrl?: string,
 *   firebase?: { authDomain?: string, authEmulatorUrl?: string } } }} page
 * @returns {string} the header's value
 */
export function contentSecurityPolicy({ html, remotes, runtimeConfig }) {
  const { script, style } = inlineHashes(html);
  const remoteOrigins = registryOrigins(remotes);
  const api = originOf(runtimeConfig?.apiBaseUrl ?? '');
  const emulator = originOf(runtimeConfig?.firebase?.authEmulatorUrl ?? '');
  const identity = emulator ? [emulator] : IDENTITY_ORIGINS;
  const authDomain = runtimeConfig?.firebase?.authDomain
    ? originOf(`https://${runtimeConfig.firebase.authDomain}`)
    : null;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...script, ...remoteOrigins],
    // Elements' style attributes (React's `style`) are not scripts; <style> needs its hash.
    'style-src': ["'self'", ...style, ...remoteOrigins],
    'style-src-attr': ["'unsafe-inline'"],
    'font-src': ["'self'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remoteOrigins],
    'connect-src': ["'self'", api, ...identity, ...remoteOrigins],
    'frame-src': [authDomain ?? "'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

// `node tooling/serve/csp.mjs <index.html> <remotes.json> <runtime-config.json>` prints the policy.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import('node:fs');
  const [htmlFile, remotesFile, configFile] = process.argv.slice(2);
  if (!htmlFile || !remotesFile || !configFile) {
    console.error(
      'usage: node tooling/serve/csp.mjs <index.html> <remotes.json> <runtime-config.json>',
    );
    process.exit(2);
  }
  console.log(
    contentSecurityPolicy({
      html: readFileSync(htmlFile, 'utf8'),
      remotes: JSON.parse(readFileSync(remotesFile, 'utf8')),
      runtimeConfig: JSON.parse(readFileSync(configFile, 'utf8')),
    }),
  );
}
