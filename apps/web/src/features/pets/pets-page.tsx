import type { Rarity } from '@arcadia/contract/games/pets';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { liveAccrued, staminaPercent, useServerNowMs } from './parts.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { type PetView, useMyPets, usePetRank, useUserId } from './queries.ts';
import { usePetActionRunner } from './use-pet-action-runner.ts';

// The market tab and a pet's sheet (with its listing form) load when first shown, not with the page.
const Market = lazy(() => import('./market.tsx').then((m) => ({ default: m.Market })));
const PetSheet = lazy(() => import('./pet-sheet.tsx'));
const TradeHistory = lazy(() => import('./history.tsx').then((m) => ({ default: m.TradeHistory })));

type Tab = 'mine' | 'market' | 'rank' | 'history';

/**
 * /petV2: my pets earning in real time, collect, level up and the rest in a pet's sheet; the market; the power
 * ranking; my trades and rentals (history, for players).
 */
export default function PetsPage() {
  const { t } = useTranslation('pets');
  const userId = useUserId();
  const [tab, setTab] = useState<Tab>('mine');
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pets-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.links}>
        <Link to="/petV2/draw" className={buttonClassName({ variant: 'primary' })} data-testid="pets-to-draw">
          {t('toDraw')}
        </Link>
        <Link to="/petV2/guide" className={buttonClassName({ variant: 'secondary' })}>
          {t('toGuide')}
        </Link>
      </div>
      <Tabs
        id="pets-tab"
        label={t('title')}
        items={[
          { value: 'mine', label: t('tabs.mine') },
          { value: 'market', label: t('tabs.market') },
          { value: 'rank', label: t('tabs.rank') },
          ...(userId ? [{ value: 'history' as const, label: t('tabs.history') }] : []),
        ]}
        value={tab}
        onChange={setTab}
        fill
      />
      <TabPanel tabsId="pets-tab" value={tab}>
        {tab === 'mine' ? (
          userId ? (
            <MyPets />
          ) : (
            <LoginFirst backUrl="/petV2" body={t('loginBody')} />
          )
        ) : tab === 'market' ? (
          <Suspense fallback={<Skeleton height="2.4rem" radius="md" />}>
            <Market />
          </Suspense>
        ) : tab === 'history' && userId ? (
          <Suspense fallback={<Skeleton height="2.4rem" radius="md" />}>
            <TradeHistory />
          </Suspense>
        ) : (
          <Ranking />
        )}
      </TabPanel>
    </section>
  );
}

function MyPets() {
  const { t, locale } = useTranslation('pets');
  const mine = useMyPets(true);
  const [open, setOpen] = useState<number | null>(null);
  if (mine.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (mine.isError || !mine.data) return <LoadFailed retry={() => mine.refetch()} />;
  const { pets, balance } = mine.data;
  const shown = pets.find((p) => p.id === open) ?? null;
  return (
    <div className={styles.stack}>
      <p className={styles.balance} data-testid="pets-balance">
        {t('balance', { amount: formatAmount(balance, { locale }) })}
      </p>
      {pets.length === 0 ? (
        <Empty
          title={t('empty.title')}
          description={t('empty.body')}
          action={
            <Link to="/petV2/draw" className={buttonClassName({})}>
              {t('toDraw')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list}>
          {pets.map((p) => (
            <PetCard key={p.id} pet={p} serverNow={mine.data.now} onOpen={() => setOpen(p.id)} />
          ))}
        </ul>
      )}
      {shown ? (
        <Suspense fallback={null}>
          <PetSheet pet={shown} serverNow={mine.data.now} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function PetCard({ pet, serverNow, onOpen }: { pet: PetView; serverNow: number; onOpen: () => void }) {
  const { t, locale } = useTranslation('pets');
  const userId = useUserId();
  const nowMs = useServerNowMs(serverNow);
  const { run, pending } = usePetActionRunner();
  const stamina = staminaPercent(pet, nowMs);
  return (
    <li className={styles.card} data-testid={`pet-${pet.id}`}>
      <PetArt genes={pet.genes} rarity={pet.rarity as Rarity} size={88} label={t('art', { id: pet.token_id })} />
      <div className={styles.cardBody}>
        <p className={styles.name}>
          {pet.token_id} <span className={styles[pet.rarity]}>{t(`rarity.${pet.rarity}`)}</span>
        </p>
        <p className={styles.meta}>{t('levelPower', { level: pet.level, power: pet.power })}</p>
        {pet.rent_until !== null ? (
          <p className={styles.tag} data-testid="pet-rent-tag">
            {t(pet.renter_id === userId ? 'rented.in' : 'rented.out', { date: formatDate(pet.rent_until * 1000) })}
          </p>
        ) : pet.listing ? (
          <p className={styles.tag}>{t(pet.listing.kind === 'sale' ? 'list.onSale' : 'list.forRent')}</p>
        ) : null}
        <p className={styles.earned} data-testid="pet-accrued">
          {t('earned', { amount: formatAmount(liveAccrued(pet, nowMs), { locale }) })}
        </p>
        <meter className={styles.bar} min={0} max={100} value={stamina} aria-label={t('stamina')}>
          {stamina} %
        </meter>
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={() => run('collect', pet.id)}
            loading={pending === 'collect'}
            data-testid="pet-collect"
          >
            {t('actions.collect')}
          </Button>
          {pet.renter_id === userId ? null : (
            <Button size="sm" variant="secondary" onClick={onOpen} data-testid="pet-open">
              {t('actions.details')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

function Ranking() {
  const { t } = useTranslation('pets');
  const rank = usePetRank(true);
  if (rank.isPending) return <Skeleton height="2.4rem" radius="md" />;
  if (rank.isError || !rank.data) return <LoadFailed retry={() => rank.refetch()} />;
  if (rank.data.list.length === 0) return <Empty title={t('rank.empty')} />;
  const { list, mine } = rank.data;
  return (
    <div className={styles.stack}>
      {mine ? (
        <p className={styles.mine} data-testid="pets-my-rank">
          {t('rank.mine', { rank: mine.rank, power: mine.power })}
        </p>
      ) : null}
      <ol className={styles.list}>
        {list.map((r) => (
          <li key={r.pet_id} className={styles.rankRow}>
            <span className={styles.rankNo}>{r.rank}</span>
            <PetArt genes={r.genes} rarity={r.rarity as Rarity} size={44} label={t(`rarity.${r.rarity}`)} />
            <span className={styles.rankName}>{r.owner_name}</span>
            <span className={styles.rankPower}>{t('rank.power', { power: r.power })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
