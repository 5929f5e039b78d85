// Issue 36: a catalogue module's groups are pure, so a bundle that reads none of a group's texts
// drops the group (its en-CA sources) with its unused export. `defineMessages` only records the
// sources a bundle's own descriptors and catalogue need; nothing else depends on the call.
/** @param {string} source */
module.exports = function pureCatalogueLoader(source) {
  return source.replace(
    /(?<!function\s+)\b(defineMessages|msg|Object\.assign)\(/g,
    '/*#__PURE__*/ $1(',
  );
};
