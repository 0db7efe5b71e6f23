import { ErrorCode } from '@arcadia/contract';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useSearch } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatMoney } from '../money.ts';
import type { SpinView } from '../queries-retiger.ts';
import { useFairSpinQuery } from '../queries-retiger-spins.ts';
import { formatDateTime } from '../time.ts';
import { Board } from './board.tsx';
import { USDT } from './steps.tsx';
import styles from './verify.module.css';

/** The recomputation needs the hashing code (SHA-256, HMAC) and the slot's math: they load with a revealed spin. */
const SpinCheck = lazy(() => import('./spin-check.tsx'));

function spinId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && /^\d{1,10}$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The slot-spin verifier: a retiger spin by id (typed, or ?spin=<id>) is fetched from the public record, and once its
 * server seed is revealed the board is drawn again here, in the browser, with the same code the game server uses.
 */
export default function SpinVerifier() {
  const { t } = useTranslation('fortune');
  const search = useSearch();
  const navigate = useNavigate();
  const id = spinId(search.get('spin'));
  const [typed, setTyped] = useState(id ? String(id) : '');
  const spin = useFairSpinQuery(id);
  const typedId = spinId(typed);

  const submit = () => {
    if (typedId !== undefined) navigate(`/fortune/test?spin=${typedId}`, { replace: true });
  };
  const notFound = spin.error instanceof ApiError && spin.error.code === ErrorCode.NOT_FOUND;

  return (
    <div className={styles.stack} data-testid="spin-verifier">
      <p className={styles.note}>{t('retiger.verifier.intro')}</p>
      <form
        className={styles.spinForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-label={t('retiger.verifier.form')}
      >
        <Input
          label={t('retiger.verifier.spinId')}
          inputMode="numeric"
          value={typed}
          onChange={(event) => /^\d{0,10}$/.test(event.target.value) && setTyped(event.target.value)}
          autoComplete="off"
          data-testid="verify-spin-id"
        />
        <Button type="submit" disabled={typedId === undefined} data-testid="verify-spin-load">
          {t('retiger.verifier.load')}
        </Button>
      </form>
      {id !== undefined && spin.isPending ? <Skeleton height="1.2rem" radius="md" /> : null}
      {spin.isError && !spin.data ? (
        <p className={styles.error} role="alert" data-testid="verify-spin-error">
          {notFound ? t('retiger.verifier.notFound', { id: id ?? '' }) : t('retiger.verifier.failed')}
        </p>
      ) : null}
      {spin.data ? <Recorded spin={spin.data.spin} /> : null}
      {id === undefined ? (
        <p className={styles.note} data-testid="verify-spin-waiting">
          {t('retiger.verifier.enter')}
        </p>
      ) : null}
    </div>
  );
}

/** What the record says about the spin, then the check (or why it cannot be made yet). */
function Recorded({ spin }: { spin: SpinView }) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, USDT, locale);
  const { proof } = spin;
  return (
    <>
      <div className={styles.loaded} data-testid="verify-spin-loaded">
        <strong>{t('retiger.verifier.loaded', { id: spin.id })}</strong>
        <span>
          {t('retiger.verifier.recorded', { bet: money(spin.bet), win: money(spin.win), x: spin.multiplier })} ·{' '}
          {formatDateTime(spin.at, locale)}
        </span>
        {spin.stops ? (
          <span data-testid="verify-spin-stops">{t('retiger.verifier.stops', { stops: spin.stops.join(', ') })}</span>
        ) : null}
        {spin.grid ? <Board grid={spin.grid} /> : null}
      </div>
      {proof === null ? (
        <p className={styles.warn} data-testid="verify-spin-unplayed">
          {t('retiger.verifier.noBoard')}
        </p>
      ) : proof.server_seed === null ? (
        <div className={styles.loaded} data-testid="verify-spin-unrevealed">
          <strong className={styles.warn}>{t('retiger.verifier.unrevealed')}</strong>
          <span>{t('retiger.verifier.commitment')}</span>
          <code className={styles.mono}>{proof.server_seed_hash}</code>
          <span>{t('retiger.verifier.pair', { client: proof.client_seed, nonce: proof.nonce })}</span>
        </div>
      ) : (
        <Suspense
          fallback={
            <p className={styles.note} role="status">
              {t('retiger.verifier.computing')}
            </p>
          }
        >
          <SpinCheck spin={spin} serverSeed={proof.server_seed} />
        </Suspense>
      )}
    </>
  );
}
