// What other features may use of honours (docs/honor.md): the badge artwork and a profile's showcase.
export { BadgeArt } from './badge-art.tsx';
export type { Badge } from './queries.ts';
export { HonourShowcase, useTopBadges } from './showcase.tsx';
