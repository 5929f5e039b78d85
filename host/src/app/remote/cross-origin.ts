// Issue 22: every request for a remote's files on another origin is made in CORS mode
// ("anonymous", no credentials), the scripts and stylesheets as the manifest, description and
// catalogue fetches are. Chromium keeps requests with and without credentials on separate
// connections: a plain <script> to a remote's origin opened a second connection beside the one
// its manifest came on, a TCP handshake (a round trip, 150 ms on slow 4G) before the remote's
// first page could load. Webpack's chunk loading does the same in every build for a file on
// another origin (output.crossOriginLoading, see tooling/webpack/create-config.cjs); this runtime
// plugin covers what the federation runtime creates itself: each remoteEntry.js and the preloads
// of a remote's files. Every origin serving a remote answers with Access-Control-Allow-Origin
// (tooling/serve/serve.mjs, deploy/static.conf).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Attributes = Record<string, unknown> | undefined;

function withAttributes<Element extends HTMLScriptElement | HTMLLinkElement>(
  element: Element,
  attrs: Attributes,
): Element {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (element as HTMLScriptElement)[name] = Boolean(value);
    else element.setAttribute(name, String(value));
  }
  element.crossOrigin = 'anonymous';
  return element;
}

/**
 * Whether `url` is on another origin than the page. A remote served from the host's own origin
 * (deploy/static.conf puts each under /remotes/<name>/) is asked for as webpack asks for a
 * same-origin chunk, without the attribute: a preload and the script that uses it must agree.
 */
function isCrossOrigin(url: string): boolean {
  return new URL(url, document.baseURI).origin !== window.location.origin;
}

export const crossOriginPlugin: ModuleFederationRuntimePlugin = {
  name: 'leafbid-cross-origin',
  // The runtime then uses this element as it is (its own attributes are not applied again); for
  // a same-origin file it creates its own, as without this plugin.
  createScript({ url, attrs }) {
    if (!isCrossOrigin(url)) return undefined;
    const script = document.createElement('script');
    script.src = url;
    return withAttributes(script, attrs);
  },
  createLink({ url, attrs }) {
    if (!isCrossOrigin(url)) return undefined;
    const link = document.createElement('link');
    link.href = url;
    return withAttributes(link, attrs);
  },
};
