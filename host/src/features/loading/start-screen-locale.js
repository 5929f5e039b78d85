// Issue 19: the first paint speaks the user's language too, before any script loads (inlined after
// the start screen in index.html by webpack.config.cjs). The same rule as the kernel's
// preferredLocale: the choice kept in this browser, else any French in its languages. The text is
// host.loading.loading of the host's fr-CA catalogue.
(function () {
  try {
    var kept = localStorage.getItem('leafbid.locale');
    var languages = navigator.languages || [navigator.language];
    var french =
      kept === 'fr-CA' ||
      (kept !== 'en-CA' &&
        languages.some(function (language) {
          return /^fr(-|$)/i.test(language);
        }));
    document.documentElement.lang = french ? 'fr-CA' : 'en-CA';
    if (french) document.querySelector('.hs-loading-overlay__label').textContent = 'Chargement…';
  } catch {
    // Storage refused: the start screen stays English until the app starts.
  }
})();
