// Issue 19: the first paint speaks the user's language too, before any script loads (inlined after
// the start screen in index.html by webpack.config.cjs). The same rule as the kernel's
// preferredLocale: the choice kept in this browser, else any French in its languages. The text is
// host.loading.loading of the host's fr-CA catalogue.
(function () {
  var kept = null;
  try {
    kept = localStorage.getItem('leafbid.locale');
  } catch {
    // Storage refused: the browser's languages decide, as they do for the kernel.
  }
  var languages = navigator.languages || [navigator.language];
  var french =
    kept === 'fr-CA' ||
    (kept !== 'en-CA' &&
      languages.some(function (language) {
        return /^fr(-|$)/i.test(language);
      }));
  var locale = french ? 'fr-CA' : 'en-CA';
  document.documentElement.lang = locale;
  if (french) document.querySelector('.hs-loading-overlay__label').textContent = 'Chargement…';
  // Issue 22: the host's catalogue in that language (a chunk the start loads once main.js has run)
  // asked for now, beside main.js; the build writes each language's files into the page.
  ((window.__leafbidLocaleFiles || {})[locale] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
    link.href = href;
    document.head.appendChild(link);
  });
})();
