import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRebateQuery, useUserId } from './queries.ts';
import styles from './rebate.module.css';
import { RebateView } from './rebate-view.tsx';

/** /activity/recharge: the market's recharge rebate campaign, the player's progress across its tiers, claims. */
export default function RebatePage() {
  const { t } = useTranslation('activity');
  const userId = useUserId();
  const state = useRebateQuery(userId);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="rebate-page">
      <h1 id="page-title" className={styles.title}>
        {t('rechargeRebate.title')}
      </h1>
      {state.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : state.isError ? (
        <LoadFailed retry={state.refetch} title={t('rechargeRebate.loadFailed')} />
      ) : !state.data.campaign ? (
        <Empty title={t('rechargeRebate.none')} description={t('rechargeRebate.noneBody')} />
      ) : (
        <>
          <RebateView state={state.data} loggedIn={userId > 0} />
          {userId > 0 ? null : (
            <LoginFirst
              backUrl="/activity/recharge"
              title={t('rechargeRebate.loginTitle')}
              body={t('rechargeRebate.loginBody')}
            />
          )}
        </>
      )}
    </section>
  );
}
