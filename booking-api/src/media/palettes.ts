// Warm colour sets for the generated photos; one is picked per photo so a gallery looks varied.

export interface Palette {
  wall: string;
  wallDark: string;
  /** The hotel's colour: canopies, cushions, tiles. */
  accent: string;
  /** Gold or brass details. */
  accent2: string;
  wood: string;
  floor: string;
  fabric: string;
}

export const PALETTES: readonly Palette[] = [
  {
    wall: '#eadbbb',
    wallDark: '#c9b48a',
    accent: '#1f8a8a',
    accent2: '#d9a441',
    wood: '#8a5a3b',
    floor: '#b98b5e',
    fabric: '#c8553d',
  },
  {
    wall: '#ecc9a8',
    wallDark: '#c98e6b',
    accent: '#2e5e7e',
    accent2: '#e0b34a',
    wood: '#6f4630',
    floor: '#a9744f',
    fabric: '#7a3b5c',
  },
  {
    wall: '#f1e6d2',
    wallDark: '#d8c7a9',
    accent: '#243b6b',
    accent2: '#c79a3b',
    wood: '#7b5236',
    floor: '#9c7a5b',
    fabric: '#3f6e8c',
  },
  {
    wall: '#e4dcc0',
    wallDark: '#bfb38c',
    accent: '#5b7a3a',
    accent2: '#d88c3a',
    wood: '#70513a',
    floor: '#a58460',
    fabric: '#b5523b',
  },
  {
    wall: '#f0d9d2',
    wallDark: '#d7b1a6',
    accent: '#7b2f45',
    accent2: '#e2b25c',
    wood: '#5e3d2e',
    floor: '#b48a6a',
    fabric: '#2f6f73',
  },
  {
    wall: '#e2e2de',
    wallDark: '#b8bbb8',
    accent: '#b0463c',
    accent2: '#e6b655',
    wood: '#5a4636',
    floor: '#8c8179',
    fabric: '#35576f',
  },
  {
    wall: '#f3e2c7',
    wallDark: '#dcc097',
    accent: '#0f6e73',
    accent2: '#caa04a',
    wood: '#7a4b2a',
    floor: '#c49a6c',
    fabric: '#9c3d2e',
  },
];

/** Facade colours: sandstone, brick, plaster, limestone, blue-grey stone. */
export const FACADES: readonly string[] = [
  '#e8dcc4',
  '#d9b38c',
  '#c97f5a',
  '#f0ebe0',
  '#b9c3cb',
  '#e3c9a0',
  '#a9b8ad',
  '#d7c2a6',
];
