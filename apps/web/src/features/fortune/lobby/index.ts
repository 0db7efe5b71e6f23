/** The game lobby, for Fortune's home: its section loads the rest when it scrolls near. */
export { GamesSection } from './games-section.tsx';
