import { useEffect } from 'react';
import { useGamesQuery } from '../queries-games.ts';
import { OtherGame } from './other-game.tsx';

/**
 * A game of an outside studio (or an unknown code) on the game page: the catalogue gives its name (for the page's
 * title) and its studio, whose init conf says whether it can be played here.
 */
export default function StudioGame({ code, onName }: { code: string; onName: (name: string | undefined) => void }) {
  const catalogue = useGamesQuery();
  const listed = catalogue.data?.games.find((g) => g.code === code);
  useEffect(() => onName(listed?.name), [listed?.name, onName]);
  return (
    <OtherGame
      code={code}
      provider={listed?.provider}
      listed={catalogue.data ? listed !== undefined : catalogue.isError ? false : undefined}
    />
  );
}
