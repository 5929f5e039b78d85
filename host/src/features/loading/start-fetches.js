// Issue 22: what every start reads first, asked for by the page itself (inlined after the start
// screen in index.html by webpack.config.cjs), so it travels beside main.js instead of after it
// has run: on a slow link each file here is a round trip less before the login form. That is
// runtime-config.json, remotes.json and, once remotes.json answers, each remote's mf-manifest.json
// and its description beside it (leafbid-remote.json, as the kernel's remoteDescriptionUrl names
// it). Each request is the start's own (same URL and options); the start takes each answer once
// (src/app/start-fetches.ts). A request that failed leaves undefined: the start then asks again
// itself and reports what went wrong.
//
// When the page opened is one anyone may open (a route of `access: "public"`: /login, /join,
// /reset), or, when this browser was signed in when it last ran Leafbid (the hint
// src/app/signed-in-hint.ts keeps, with the user's roles), a remote's page or the dashboard's
// widgets those roles may see, its files are asked for too, as soon as its remote's manifest and
// description have come: remoteEntry.js, the module's scripts and its stylesheet, as
// <link rel="preload"> in the mode the federation runtime asks for them later (CORS mode on another
// origin, src/app/remote/cross-origin.ts), which then finds them loaded or on their way. They travel
// beside main.js rather than after it has run. The hint only chooses what downloads early: the
// guard still decides what shows.
(function () {
  if (typeof fetch !== 'function' || typeof Promise !== 'function') return;
  var fetches = (window.__leafbidStartFetches = {});
  // The roles of the user this browser was signed in as when it last ran Leafbid ([] before their
  // profile came), or null: nobody, or storage disabled (src/app/signed-in-hint.ts).
  var signedInRoles = null;
  try {
    var hint = JSON.parse(localStorage.getItem('leafbid:signed-in') || 'null');
    if (Array.isArray(hint)) signedInRoles = hint;
  } catch {
    // storage disabled or not JSON: public pages only
  }
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
  var json = function (response) {
    return response && response.ok ? response.clone().json() : Promise.reject(response);
  };
  var preloaded = {};
  var preload = function (url, as) {
    if (preloaded[url]) return;
    preloaded[url] = true;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = url;
    // As the runtime and webpack ask for the file: in CORS mode when it is on another origin.
    if (new URL(url, location.href).origin !== location.origin) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  };
  // Whether the host's kernel (window.__leafbidKernel, written in by webpack.config.cjs) satisfies
  // every kernel range the manifest declares: the start refuses a remote built for another kernel
  // (src/app/remote/kernel-requirement.ts), so none of its files is asked for. Only the caret
  // ranges the builds write (^major.minor.patch) are read here: any other leaves it to the start.
  var kernelFits = function (manifest) {
    var running = String(window.__leafbidKernel || '')
      .split('.')
      .map(Number);
    if (running.length !== 3 || running.some(isNaN)) return false;
    var ranges = (manifest.shared || [])
      .filter(function (entry) {
        var name = entry && String(entry.name);
        return name === '@leafbid/shared' || (name && name.indexOf('@leafbid/shared/') === 0);
      })
      .map(function (entry) {
        return entry.requiredVersion;
      });
    return (
      ranges.length > 0 &&
      ranges.every(function (range) {
        var need = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(String(range));
        if (!need) return false;
        need = [Number(need[1]), Number(need[2]), Number(need[3])];
        // ^1.2.3: 1.x ≥ 1.2.3; ^0.2.3: 0.2.x ≥ 0.2.3; ^0.0.3: 0.0.3 only.
        var fixed = need[0] > 0 ? 1 : need[1] > 0 ? 2 : 3;
        for (var part = 0; part < 3; part += 1) {
          if (running[part] === need[part]) continue;
          return part >= fixed && running[part] > need[part];
        }
        return true;
      })
    );
  };
  // A remote's module, as the federation runtime asks for it: remoteEntry.js, the module's scripts
  // and its stylesheet.
  var preloadModule = function (manifestUrl, manifest, module) {
    var meta = manifest.metaData || {};
    var exposed = (manifest.exposes || []).filter(function (candidate) {
      return candidate.name === module;
    })[0];
    // A public path the manifest gives as a function is the runtime's to work out.
    if (!exposed || typeof meta.publicPath !== 'string' || !meta.remoteEntry) return;
    if (!kernelFits(manifest)) return;
    // As the federation runtime resolves them: 'auto' is the manifest's folder.
    var publicPath =
      meta.publicPath === 'auto' || meta.publicPath === ''
        ? manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/')
        : meta.publicPath;
    // remoteEntry's folder ('', '.', './js', '/js/'), joined as the runtime joins it.
    var folder = (meta.remoteEntry.path || '').replace(/^\.?\/?/, '').replace(/\/?$/, '/');
    preload(publicPath + (folder === '/' ? '' : folder) + meta.remoteEntry.name, 'script');
    var assets = exposed.assets || {};
    ((assets.js && assets.js.sync) || []).forEach(function (file) {
      preload(publicPath + file, 'script');
    });
    ((assets.css && assets.css.sync) || []).forEach(function (file) {
      preload(publicPath + file, 'style');
    });
  };
  // A role list allows these roles, as the kernel's allowedFor: no list allows everyone.
  var allowed = function (roles) {
    return (
      !roles ||
      roles.some(function (role) {
        return signedInRoles.indexOf(role) !== -1;
      })
    );
  };
  // The page opened, when it is this remote's: a public page, or any page for a signed-in browser;
  // on the dashboard (/) of a signed-in browser, this remote's widgets its user's roles may see.
  var preloadPage = function (manifestUrl, manifest, description) {
    var modules = [];
    var path = location.pathname;
    (description.routes || []).forEach(function (route) {
      // As the router's routeKeyOf: a page answering its subpaths owns the paths under it.
      var owns =
        route.path === path || (route.subpaths === true && path.indexOf(route.path + '/') === 0);
      if (!owns) return;
      if (route.access === 'public' || (signedInRoles && allowed(route.roles)))
        modules.push(route.module);
    });
    if (path === '/' && signedInRoles)
      (description.widgets || []).forEach(function (widget) {
        if (allowed(widget.roles)) modules.push(widget.module);
      });
    modules.forEach(function (module) {
      preloadModule(manifestUrl, manifest, module);
    });
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
            // Read from a copy as each answer comes, before the start (main.js) can read it.
            Promise.all([
              ask(manifest, manifest).then(json),
              ask(description, description, { cache: 'no-cache' }).then(json),
            ])
              .then(function (bodies) {
                preloadPage(new URL(manifest, location.href).href, bodies[0], bodies[1]);
              })
              .catch(function () {
                // Failed, not JSON, or not what was expected: the start reads them and reports it.
              });
          });
        });
    })
    .catch(function () {
      // Not JSON, or a bad URL: the start reads remotes.json itself and says what is wrong.
    });
})();
