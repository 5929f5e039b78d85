// Issue 35: the local stack opened at http://127.0.0.1:3000 instead of localhost lost every image,
// its live updates and the CSV downloads. The API's media cookie is SameSite=Strict, and
// "localhost" and "127.0.0.1" are two sites to a browser: a page on one never got (or sent) the
// cookie of an API configured as the other. Both name this machine, so when the configured host
// and the page's are both loopback names the browser uses the page's: either name then works.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL host name (as URL.hostname gives it: "[::1]" with brackets) names this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/**
 * `url` with its host name replaced by the page's when both are loopback names (port, path and
 * query kept); any other URL — another machine, a relative path, a page served from a real host
 * name — comes back unchanged.
 */
export function onPageLoopback(url: string, pageHostname: string): string {
  if (!isLoopbackHost(pageHostname)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // relative: already on the page's host
  }
  if (!isLoopbackHost(parsed.hostname) || parsed.hostname === pageHostname) return url;
  parsed.hostname = pageHostname;
  const rewritten = parsed.href;
  // URL adds a "/" to a bare origin; keep the configured form ("http://localhost:4000").
  return url.endsWith('/') || parsed.pathname !== '/' || parsed.search || parsed.hash
    ? rewritten
    : rewritten.replace(/\/$/, '');
}
