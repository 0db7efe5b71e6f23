import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNear } from '../../../ui/use-near.ts';
import parts from '../parts.module.css';
import type { Account } from '../queries.ts';
import styles from './home.module.css';
import { WheelLoading } from './wheel-loading.tsx';

/**
 * On a phone the wheel and the free lottery sit below the first screen (balances, the prize drop, the checklist):
 * their code and their answers load as a card comes near, like the games below them. The titles are there at once,
 * so the checklist's links (#fortune-wheel-title, #fortune-lottery-title) scroll to them, which brings them near.
 */
const SpinBody = lazy(() => import('./below-fold.ts').then((m) => ({ default: m.SpinBody })));
const LotteryBody = lazy(() => import('./below-fold.ts').then((m) => ({ default: m.LotteryBody })));
const HomeTiles = lazy(() => import('./below-fold.ts').then((m) => ({ default: m.HomeTiles })));

export function SpinPanel({ account }: { account: Account }) {
  const { t } = useTranslation('fortune');
  return (
    <NearCard id="fortune-wheel-title" title={t('wheel.title')} testId="spin-panel" loading={<WheelLoading />}>
      <SpinBody account={account} />
    </NearCard>
  );
}

export function LotteryCard({ account }: { account: Account }) {
  const { t } = useTranslation('fortune');
  return (
    <NearCard
      id="fortune-lottery-title"
      title={t('lottery.title')}
      testId="lottery-card"
      loading={<Skeleton height="1.2rem" radius="md" />}
    >
      <LotteryBody account={account} />
    </NearCard>
  );
}

/** The tiles to the other screens, last on home: their code comes with the wheel's and the lottery's. */
export function TilesSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNear(slot);
  const loading = (
    <div className={styles.tiles} data-testid="tiles-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="1rem" radius="md" />
      ))}
    </div>
  );
  return (
    <div ref={slot}>
      {near ? (
        <Suspense fallback={loading}>
          <HomeTiles />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

function NearCard(props: { id: string; title: string; testId: string; loading: ReactNode; children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);
  return (
    <section
      ref={section}
      className={parts.card}
      aria-labelledby={props.id}
      data-testid={props.testId}
      data-near={near || undefined}
    >
      <h2 id={props.id} className={parts.cardTitle}>
        {props.title}
      </h2>
      {near ? <Suspense fallback={props.loading}>{props.children}</Suspense> : props.loading}
    </section>
  );
}
