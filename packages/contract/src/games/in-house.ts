/**
 * The in-house studio's games and their names: the server's catalogue lists them, and the web's game page titles
 * them without asking the catalogue (docs/fortune-games.md).
 */
export const IN_HOUSE_GAME_NAMES = { retiger: 'Tiger Reels', turbo: 'Turbo Rocket' } as const;

export type InHouseGame = keyof typeof IN_HOUSE_GAME_NAMES;

export const isInHouseGame = (code: string): code is InHouseGame => Object.hasOwn(IN_HOUSE_GAME_NAMES, code);
