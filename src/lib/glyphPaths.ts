/**
 * The category glyphs drawn where a game picture cannot load (library, shop): simple 24×24
 * shapes filled with currentColor. No imports, so a page takes only these strings.
 */
export const GLYPH_PATHS = {
  sword: 'M19 3l2 2-9.5 9.5 1.5 1.5-1.5 1.5-1.5-1.5L7 19l1 1-1.5 1.5L3 18l1.5-1.5 1 1 3-3-1.5-1.5L8.5 11.5 10 13z',
  armor: 'M8 3l4 2 4-2 5 3-2 5-2-1v11H7V10l-2 1-2-5z',
  hat: 'M12 4c-4 0-6 3-6.5 8H3v3h18v-3h-2.5C18 7 16 4 12 4z',
  shoe: 'M4 6h5v6l6 2c3 1 5 2 5 4v2H4z',
  ring: 'M12 8a6 6 0 100 12 6 6 0 000-12zm0 3a3 3 0 110 6 3 3 0 010-6zM9 2h6l-1.5 4h-3z',
  face: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-3 6.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM8 15h8a4 4 0 01-8 0z',
  potion: 'M9 2h6v2h-1v4l5 7a4 4 0 01-3.4 6H8.4A4 4 0 015 15l5-7V4H9z',
  bag: 'M9 3h6l-1 3h3l3 13a2 2 0 01-2 2H6a2 2 0 01-2-2L7 6h3z',
  chair: 'M6 3h12v9h1v3h-2v6h-2v-6H9v6H7v-6H5v-3h1z',
  star: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
  paw: 'M6 9a2 2 0 110-4 2 2 0 010 4zm12 0a2 2 0 110-4 2 2 0 010 4zM9.5 6a2 2 0 110-4 2 2 0 010 4zm5 0a2 2 0 110-4 2 2 0 010 4zM12 10c3 0 6 4 6 7a3 3 0 01-3 3c-1 0-2-.5-3-.5s-2 .5-3 .5a3 3 0 01-3-3c0-3 3-7 6-7z',
  mob: 'M12 5c-5 0-9 4.5-9 10 0 2.5 2 4 4 4h10c2 0 4-1.5 4-4 0-5.5-4-10-9-10zm-3 6a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3z',
  npc: 'M12 2a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 11c5 0 8 2.5 8 6v3H4v-3c0-3.5 3-6 8-6z',
  map: 'M3 5l6-2 6 2 6-2v16l-6 2-6-2-6 2zm6 0v14m6-12v14',
  ticket: 'M3 6h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4zm6 2v8m0-8',
} as const;

export type Glyph = keyof typeof GLYPH_PATHS;
