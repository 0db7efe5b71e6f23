import { useEffect, useState } from 'react';
import { useSearch } from '../../../app/router/route-context.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { prizeText } from '../prize.ts';
import type { Draw } from '../queries.ts';
import { useLoggedIn } from '../queries-session.ts';
import { useDrawQuery, useVerifierTables } from '../queries-verify.ts';
import { formatDateTime } from '../time.ts';
import type { VerifyGame } from './compute.ts';
import { Steps, USDT, type VerifyFields } from './steps.tsx';
import styles from './verify.module.css';

function fieldsFromSearch(search: URLSearchParams): VerifyFields {
  return {
    serverSeed: search.get('server') ?? '',
    clientSeed: search.get('client') ?? '',
    nonce: /^\d{1,9}$/.test(search.get('nonce') ?? '') ? (search.get('nonce') as string) : '0',
    game: search.get('game') === 'free_lottery' ? 'free_lottery' : 'lucky_spin',
    hash: search.get('hash') ?? '',
    weights: '',
  };
}

function drawId(raw: string | null): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The public verifier: any draw's seeds in, every step out (the commitment, the HMAC bytes, the float, the outcome),
 * computed in this browser. ?draw=<id> loads a draw and fills the form; logged in, the prize tables come along.
 */
export function Verifier() {
  const { t } = useTranslation('fortune');
  const search = useSearch();
  const id = drawId(search.get('draw'));
  const draw = useDrawQuery(id);
  const tables = useVerifierTables(useLoggedIn());
  const [fields, setVerifyFields] = useState(() => fieldsFromSearch(search));
  const set = (patch: Partial<VerifyFields>) => setVerifyFields((current) => ({ ...current, ...patch }));
  const loaded = draw.data?.draw;

  useEffect(() => {
    if (!loaded) return;
    setVerifyFields((current) => ({
      ...current,
      serverSeed: loaded.proof.server_seed ?? '',
      clientSeed: loaded.proof.client_seed,
      nonce: String(loaded.proof.nonce),
      game: loaded.game,
      hash: loaded.proof.server_seed_hash,
    }));
  }, [loaded]);

  // The weights the loaded spin was drawn from come first; else the current table when logged in.
  const drawWeights = draw.data?.weights.length ? draw.data.weights.join(', ') : '';
  const tableWeights = drawWeights || (tables.table?.map((row) => row.weight).join(', ') ?? '');
  useEffect(() => {
    if (!tableWeights) return;
    setVerifyFields((current) => (current.weights && !drawWeights ? current : { ...current, weights: tableWeights }));
  }, [tableWeights, drawWeights]);

  return (
    <div className={styles.stack}>
      <p className={styles.note}>{t('verify.intro')}</p>
      {id !== undefined && draw.isPending ? <Skeleton height="0.6rem" radius="md" /> : null}
      {draw.isError ? (
        <p className={styles.error} role="alert" data-testid="verify-draw-error">
          {t('verify.drawFailed')}
        </p>
      ) : null}
      {loaded ? <LoadedDraw draw={loaded} /> : null}
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t('verify.form')}>
        <Input
          label={t('verify.serverSeed')}
          value={fields.serverSeed}
          onChange={(event) => set({ serverSeed: event.target.value.trim() })}
          spellCheck={false}
          autoComplete="off"
          data-testid="verify-server"
        />
        <Input
          label={t('verify.hash')}
          hint={t('verify.hashHint')}
          value={fields.hash}
          onChange={(event) => set({ hash: event.target.value.trim() })}
          spellCheck={false}
          autoComplete="off"
          data-testid="verify-hash"
        />
        <Input
          label={t('verify.clientSeed')}
          value={fields.clientSeed}
          onChange={(event) => set({ clientSeed: event.target.value.trim() })}
          spellCheck={false}
          autoComplete="off"
          data-testid="verify-client"
        />
        <Input
          label={t('verify.nonce')}
          inputMode="numeric"
          value={fields.nonce}
          onChange={(event) => /^\d{0,9}$/.test(event.target.value) && set({ nonce: event.target.value })}
          data-testid="verify-nonce"
        />
        <label className={styles.label} htmlFor="verify-game">
          {t('verify.game')}
        </label>
        <select
          id="verify-game"
          className={styles.select}
          value={fields.game}
          onChange={(event) => set({ game: event.target.value as VerifyGame })}
          data-testid="verify-game"
        >
          <option value="lucky_spin">{t('games.lucky_spin')}</option>
          <option value="free_lottery">{t('games.free_lottery')}</option>
        </select>
        {fields.game === 'lucky_spin' ? (
          <Input
            label={t('verify.weights')}
            hint={drawWeights || tables.table ? t('verify.weightsLoaded') : t('verify.weightsHint')}
            value={fields.weights}
            onChange={(event) => set({ weights: event.target.value })}
            data-testid="verify-weights"
          />
        ) : null}
      </form>
      <Steps fields={fields} table={tables.table} tiers={tables.tiers} recorded={loaded} />
    </div>
  );
}

function LoadedDraw({ draw }: { draw: Draw }) {
  const { t, locale } = useTranslation('fortune');
  return (
    <div className={styles.loaded} data-testid="verify-loaded">
      <strong>{t('verify.loaded', { id: draw.id, game: t(`games.${draw.game}`) })}</strong>
      <span>
        {t('verify.recorded', { outcome: draw.outcome, prize: prizeText(draw.prize, USDT, locale, t) })} ·{' '}
        {formatDateTime(draw.at, locale)}
      </span>
      {draw.proof.server_seed === null ? (
        <span className={styles.warn} data-testid="verify-unrevealed">
          {t('verify.unrevealed')}
        </span>
      ) : null}
    </div>
  );
}
