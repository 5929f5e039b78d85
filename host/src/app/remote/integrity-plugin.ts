// Issue 37 (docs/releases.md "Integrity"): every script, stylesheet and preload the federation
// runtime creates for a file of a release (remoteEntry.js, the preloads of an expose's chunks and
// styles) carries that file's digest, so the browser refuses a changed byte. Registered after
// ./cross-origin.ts: a runtime hook's last answer is the one used, and this one keeps the CORS
// mode a file on another origin needs (an integrity check of a no-cors answer always fails).
// Files of a plain remotes.json entry have no digest: the cross-origin plugin's (or the runtime's)
// element, as before. The chunks a remote's own webpack runtime loads later carry their digests
// from its build (webpack-subresource-integrity, tooling/).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityOf } from './releases';

function withIntegrity<Element extends HTMLScriptElement | HTMLLinkElement>(
  element: Element,
  url: string,
  integrity: string,
  attrs: Record<string, unknown> | undefined,
): Element {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (element as HTMLScriptElement)[name] = Boolean(value);
    else element.setAttribute(name, String(value));
  }
  element.setAttribute('integrity', integrity);
  // As ./cross-origin.ts and webpack ask for it: in CORS mode on another origin only, so a preload
  // and the script that uses it agree.
  if (new URL(url, document.baseURI).origin !== window.location.origin)
    element.crossOrigin = 'anonymous';
  return element;
}

export const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'leafbid-release-integrity',
  createScript({ url, attrs }) {
    const integrity = integrityOf(url);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    return withIntegrity(script, url, integrity, attrs);
  },
  createLink({ url, attrs }) {
    const integrity = integrityOf(url);
    if (!integrity) return undefined;
    const link = document.createElement('link');
    link.href = url;
    return withIntegrity(link, url, integrity, attrs);
  },
};
