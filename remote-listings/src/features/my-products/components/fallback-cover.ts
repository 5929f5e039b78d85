/**
 * Spec §2 Product edit popup: "the cover image (with a fallback image on load error)". A neutral
 * leaf on the kit's green, inline so it never fails to load itself.
 */
export const FALLBACK_COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#eef6f0"/>' +
      '<path d="M200 90c-46 34-62 76-48 112 12 30 36 42 48 46 12-4 36-16 48-46 14-36-2-78-48-112z" ' +
      'fill="#d5eadb" stroke="#2f7a4a" stroke-width="6" stroke-linejoin="round"/>' +
      '<path d="M200 112v128" stroke="#2f7a4a" stroke-width="6" stroke-linecap="round"/>' +
      '</svg>',
  );
