import { fortune, PG_INT_MAX, type ResponseOf } from '@arcadia/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../app/query/use-query.ts';
import { useSearch } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import verify from './verify.module.css';

export type TurboHistory = ResponseOf<typeof fortune.fortuneTurboHistory>;

/** The checks need the hashing code (SHA-256, HMAC): it loads once there is a round to check. */
const TurboChain = lazy(() => import('./turbo-chain.tsx'));

/** Crashed rounds up to `game` (the latest when undefined), with the chain's commitment and salt. */
function useTurboHistoryQuery(game: number | undefined) {
  return useQuery({
    queryKey: ['fortune', 'turbo-history', game ?? 0],
    queryFn: () => api(fortune.fortuneTurboHistory, game ? { before: game + 1 } : {}, { silent: true }),
    staleTime: 60_000,
  });
}

function roundOf(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,10}$/.test(raw) && n > 0 && n < PG_INT_MAX ? n : undefined;
}

/**
 * /fortune/test?turbo=<round>: a turbo round checked in this browser. Its hash, hashed again and again, must reach the
 * chain's published commitment; the crash points of it and of the earlier rounds are recomputed from their hashes.
 */
export default function TurboVerify() {
  const { t } = useTranslation('fortune');
  const asked = roundOf(useSearch().get('turbo'));
  const [text, setText] = useState(asked ? String(asked) : '');
  const [game, setGame] = useState(asked);
  useEffect(() => {
    setGame(asked);
    setText(asked ? String(asked) : '');
  }, [asked]);
  const history = useTurboHistoryQuery(game);
  const target = game ?? history.data?.games[0]?.game;
  return (
    <div className={verify.stack}>
      <p className={verify.note}>{t('turbo.verify.intro')}</p>
      <form
        className={verify.form}
        aria-label={t('turbo.verify.form')}
        onSubmit={(event) => {
          event.preventDefault();
          setGame(roundOf(text));
        }}
      >
        <Input
          label={t('turbo.verify.game')}
          hint={t('turbo.verify.gameHint')}
          inputMode="numeric"
          value={text}
          onChange={(event) => /^\d{0,10}$/.test(event.target.value) && setText(event.target.value)}
          data-testid="turbo-verify-game"
        />
        <Button type="submit" data-testid="turbo-verify-check">
          {t('turbo.verify.check')}
        </Button>
      </form>
      {history.isPending ? <Skeleton height="0.6rem" radius="md" /> : null}
      {history.isError ? (
        <p className={verify.error} role="alert" data-testid="turbo-verify-error">
          {t('turbo.verify.failed')}
        </p>
      ) : null}
      {history.data && target !== undefined ? (
        <Suspense fallback={<Computing />}>
          <TurboChain history={history.data} game={target} />
        </Suspense>
      ) : null}
      {history.data && target === undefined ? <p className={verify.note}>{t('turbo.verify.none')}</p> : null}
    </div>
  );
}

export function Computing() {
  const { t } = useTranslation('fortune');
  return (
    <p className={verify.note} role="status" data-testid="turbo-verify-computing">
      {t('turbo.verify.computing')}
    </p>
  );
}
