// Issue 22: what every start reads first, asked for by the page itself (inlined after the start
// screen in index.html by webpack.config.cjs), so it travels beside main.js instead of after it
// has run: on a slow link each file here is a round trip less before the login form. That is
// runtime-config.json, remotes.json and, once remotes.json answers, each remote's mf-manifest.json
// and its description beside it (leafbid-remote.json, as the kernel's remoteDescriptionUrl names
// it). Each request is the start's own (same URL and options); the start takes each answer once
// (src/app/start-fetches.ts). A request that failed leaves undefined: the start then asks again
// itself and reports what went wrong.
(function () {
  if (typeof fetch !== 'function' || typeof Promise !== 'function') return;
  var fetches = (window.__leafbidStartFetches = {});
  var ask = function (key, url, init) {
    fetches[key] = fetch(url, init).then(
      function (response) {
        return response;
      },
      function () {
        return undefined;
      },
    );
    return fetches[key];
  };
  ask('/runtime-config.json', '/runtime-config.json?t=' + Date.now(), {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache' },
  });
  ask('/remotes.json', '/remotes.json', { cache: 'no-cache' })
    .then(function (response) {
      if (!response || !response.ok) return undefined;
      return response
        .clone()
        .json()
        .then(function (remotes) {
          Object.keys(remotes).forEach(function (name) {
            var manifest = remotes[name];
            if (typeof manifest !== 'string' || manifest === '') return;
            var description = new URL('leafbid-remote.json', new URL(manifest, location.href)).href;
            ask(manifest, manifest);
            ask(description, description, { cache: 'no-cache' });
          });
        });
    })
    .catch(function () {
      // Not JSON, or a bad URL: the start reads remotes.json itself and says what is wrong.
    });
})();
