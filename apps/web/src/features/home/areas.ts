/** The product's areas as the home page presents them (spec section 1), each opening its route. */
export interface Area {
  id: string;
  path: string;
  /** Two hues for the tile's gradient. */
  hues: [number, number];
  glyph: string;
}

export const AREAS: Area[] = [
  { id: 'tasks', path: '/task/welfare', hues: [265, 300], glyph: 'M5 12l4 4 10-10' },
  { id: 'pool', path: '/pool', hues: [190, 220], glyph: 'M12 3c3 4 6 7 6 10.5a6 6 0 0 1-12 0C6 10 9 7 12 3z' },
  {
    id: 'pets',
    path: '/petV2',
    hues: [30, 350],
    glyph: 'M7 10a2 2 0 1 0 0-.1M17 10a2 2 0 1 0 0-.1M12 13c-3 0-5 2-5 4s2 3 5 3 5-1 5-3-2-4-5-4z',
  },
  { id: 'market', path: '/market', hues: [150, 180], glyph: 'M4 9h16l-1 11H5zM8 9a4 4 0 0 1 8 0' },
  { id: 'invest', path: '/invest', hues: [45, 20], glyph: 'M4 18l5-6 4 3 7-9M15 6h5v5' },
  { id: 'vote', path: '/voteV2', hues: [210, 250], glyph: 'M5 12l4 4 10-10M4 20h16' },
  { id: 'win', path: '/win', hues: [330, 10], glyph: 'M8 4h8v4a4 4 0 0 1-8 0zM12 12v5M8 20h8' },
  {
    id: 'inbet',
    path: '/inbet',
    hues: [280, 230],
    glyph: 'M6 6h12v12H6zM9.5 9.5h.1M14.5 14.5h.1M14.5 9.5h.1M9.5 14.5h.1',
  },
  {
    id: 'fortune',
    path: '/fortune',
    hues: [40, 0],
    glyph: 'M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16.2 6.6 19.2l1.3-6-4.5-4 6-.6z',
  },
  {
    id: 'luckycode',
    path: '/luckycode/land',
    hues: [100, 160],
    glyph: 'M4 8h16v3a2 2 0 0 0 0 2v3H4v-3a2 2 0 0 0 0-2z',
  },
  {
    id: 'giftcode',
    path: '/giftcode',
    hues: [350, 300],
    glyph: 'M4 10h16v10H4zM12 10v10M4 10l2-4h12l2 4M12 10c-2-4-5-4-5-2s5 2 5 2 5 0 5-2-3-2-5 2',
  },
  {
    id: 'invite',
    path: '/share/land',
    hues: [170, 210],
    glyph: 'M9 11a3 3 0 1 0 0-.1M3 20c1-3 3-5 6-5s5 2 6 5M17 8v6M14 11h6',
  },
];
