export { LottoGame } from './lotto-game.tsx';
export { XosoGame } from './xoso-game.tsx';
