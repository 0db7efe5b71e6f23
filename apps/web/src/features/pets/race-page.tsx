import type { Rarity } from '@arcadia/contract/games/pets';
import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useKeyedPlay } from './keyed-play.ts';
import { errorText } from './market.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { useMyPets, usePetGameInfo, useRace, useUserId } from './queries.ts';
import { RaceHistory } from './race-history.tsx';

/** /petGame: a race of the player's pet against five house runners, from the seed pair; free once a day; past races. */
export default function RacePage() {
  const { t, locale } = useTranslation('pets');
  const userId = useUserId();
  const info = usePetGameInfo();
  const mine = useMyPets(userId > 0);
  const race = useRace();
  const [picked, setPicked] = useState<number | null>(null);
  const { result, error, play } = useKeyedPlay(race, (e) => errorText(t, e));
  const own = (mine.data?.pets ?? []).filter((p) => p.renter_id === null || p.owner_id === userId);
  const runner = own.find((p) => p.id === picked) ?? own[0];
  const go = () => {
    if (runner) play({ pet_id: runner.id });
  };
  const kc = (v: string) => formatAmount(v, { locale });
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pet-race-page">
      <h1 id="page-title" className={styles.title}>
        {t('race.title')}
      </h1>
      {info.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : info.isError || !info.data ? (
        <LoadFailed retry={() => info.refetch()} />
      ) : (
        <>
          <p className={styles.lead}>{t('race.lead', { price: kc(info.data.price) })}</p>
          <p className={styles.meta} data-testid="race-cap">
            {t('race.cap', { cap: info.data.power_cap })}
          </p>
          <div className={styles.panel}>
            <table className={styles.odds} data-testid="race-rewards">
              <caption className={styles.name}>{t('race.rewards')}</caption>
              <tbody>
                {info.data.rewards.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the place is the row's identity
                  <tr key={`place-${i + 1}`}>
                    <td>{t('race.place', { n: i + 1 })}</td>
                    <td>{kc(r)} KC</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!userId ? (
            <LoginFirst backUrl="/petGame" body={t('loginBody')} />
          ) : mine.isPending ? (
            <Skeleton height="1.2rem" radius="md" />
          ) : mine.isError ? (
            <LoadFailed retry={() => mine.refetch()} />
          ) : !runner ? (
            <Empty
              title={t('race.noPet')}
              action={
                <Link to="/petV2/draw" className={buttonClassName({})}>
                  {t('toDraw')}
                </Link>
              }
            />
          ) : (
            <div className={styles.panel}>
              <label className={styles.field}>
                <span>{t('race.pick')}</span>
                <select
                  className={styles.input}
                  value={runner.id}
                  onChange={(e) => setPicked(Number(e.target.value))}
                  data-testid="race-pick"
                >
                  {own.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.token_id} · {t(`rarity.${p.rarity}`)} · {t('rank.power', { power: p.power })}
                    </option>
                  ))}
                </select>
              </label>
              <Button block size="lg" onClick={go} loading={race.isPending} data-testid="race-go">
                {info.data.free_left ? t('race.free') : t('race.paid', { price: kc(info.data.price) })}
              </Button>
              {error ? <p role="alert">{error}</p> : null}
            </div>
          )}
          {result ? (
            <div className={styles.panel} aria-live="polite" data-testid="race-result">
              <p className={styles.name}>
                {t('race.result', { place: result.result.place, reward: kc(result.result.reward) })}
              </p>
              <ol className={styles.list}>
                {result.result.times
                  .map((time, i) => ({ time, i }))
                  .sort((a, b) => a.time - b.time)
                  .map(({ time, i }) => (
                    <li key={i} className={styles.rankRow}>
                      {i === 0 && runner ? (
                        <PetArt
                          genes={runner.genes}
                          rarity={runner.rarity as Rarity}
                          size={36}
                          label={runner.token_id}
                        />
                      ) : null}
                      <span className={styles.rankName}>
                        {i === 0 ? t('race.you') : t('race.bot', { n: i, power: result.result.powers[i] ?? 0 })}
                      </span>
                      <span className={styles.rankPower}>{time.toFixed(2)} s</span>
                    </li>
                  ))}
              </ol>
              <p className={styles.proof}>
                {t('draw.proof', {
                  hash: result.proof.server_seed_hash,
                  client: result.proof.client_seed,
                  nonce: result.proof.nonce,
                })}
              </p>
            </div>
          ) : null}
          {userId ? <RaceHistory /> : null}
        </>
      )}
    </section>
  );
}
