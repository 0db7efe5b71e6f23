import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney, isPositive } from '../money.ts';
import parts from '../parts.module.css';
import { formatDateTime } from '../time.ts';
import { bpsText, dayText } from './format.ts';
import styles from './invite.module.css';
import { type Invitee, type InviteReward, useInviteRewardsQuery, useInviteUsersQuery } from './queries-invite.ts';

interface Paged<P> {
  data: { pages: P[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A paged list's states: loading, a failure with a retry, empty, its rows, and "load more" while there is more. */
function PagedList<P>({
  name,
  query,
  empty,
  children,
}: {
  name: string;
  query: Paged<P>;
  empty: ReactNode;
  children: ReactNode[];
}) {
  const { t } = useTranslation('fortune');
  return (
    <>
      {query.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {query.isError && !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()} testId={`invite-${name}-retry`} />
      ) : null}
      {query.data && children.length === 0 ? empty : null}
      {children.length > 0 ? (
        <ul className={styles.list} data-testid={`invite-${name}`}>
          {children}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid={`invite-${name}-more`}
        >
          {t('invite.more')}
        </Button>
      ) : null}
    </>
  );
}

/** The friends who joined through the player's links, newest first: what each wagered, and why one does not count. */
export function InviteesList({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const users = useInviteUsersQuery();
  const list = users.data?.pages.flatMap((page) => page.list) ?? [];
  const total = users.data?.pages[0]?.total;
  return (
    <section className={styles.card} aria-labelledby="invite-friends-title">
      <div className={styles.head}>
        <h2 id="invite-friends-title" className={parts.cardTitle}>
          {t('invite.friends.title')}
        </h2>
        {total !== undefined ? <Badge tone="neutral">{total}</Badge> : null}
      </div>
      <PagedList
        name="friends"
        query={users}
        empty={<Empty compact title={t('invite.friends.empty')} description={t('invite.friends.emptyText')} />}
      >
        {list.map((friend) => (
          <FriendRow key={friend.user_id} friend={friend} money={(usdt) => formatMoney(usdt, currency, locale)} />
        ))}
      </PagedList>
    </section>
  );
}

function FriendRow({ friend, money }: { friend: Invitee; money: (usdt: string) => string }) {
  const { t, locale } = useTranslation('fortune');
  const source = friend.campaign
    ? t('invite.friends.via', { campaign: friend.campaign, package: friend.package || '—' })
    : t('invite.friends.personal');
  return (
    <li className={styles.item} data-testid={`invite-friend-${friend.user_id}`}>
      <span className={styles.itemMain}>
        <strong>{friend.name}</strong>
        <span className={styles.muted}>
          {t('invite.friends.joined', { date: formatDateTime(friend.joined_at, locale) })}
        </span>
        <span className={styles.muted}>{source}</span>
        {friend.agent || friend.flagged ? (
          <span className={styles.badges}>
            {friend.agent ? <Badge tone="accent">{t('invite.friends.subAgent')}</Badge> : null}
            {friend.flagged ? (
              <Badge tone="warning">{t(`invite.flag.${friend.flag_reason ?? 'same_device'}`)}</Badge>
            ) : null}
          </span>
        ) : null}
      </span>
      <span className={styles.itemSide}>
        <span className={styles.muted}>{t('invite.friends.wagered')}</span>
        <span>{money(friend.wagered)}</span>
      </span>
    </li>
  );
}

/** The commission paid for each settled day, newest first, with the figures that made it. */
export function RewardsList({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const rewards = useInviteRewardsQuery();
  const list = rewards.data?.pages.flatMap((page) => page.list) ?? [];
  const total = rewards.data?.pages[0]?.total_amount;
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  return (
    <section className={styles.card} aria-labelledby="invite-rewards-title">
      <div className={styles.head}>
        <h2 id="invite-rewards-title" className={parts.cardTitle}>
          {t('invite.rewards.title')}
        </h2>
      </div>
      {total !== undefined ? (
        <p className={parts.note} data-testid="invite-rewards-total">
          {t('invite.rewards.total', { amount: money(total) })}
        </p>
      ) : null}
      <PagedList
        name="rewards"
        query={rewards}
        empty={<Empty compact title={t('invite.rewards.empty')} description={t('invite.rewards.emptyText')} />}
      >
        {list.map((reward) => (
          <RewardRow key={reward.day} reward={reward} money={money} />
        ))}
      </PagedList>
    </section>
  );
}

function RewardRow({ reward, money }: { reward: InviteReward; money: (usdt: string) => string }) {
  const { t, locale } = useTranslation('fortune');
  return (
    <li className={styles.item} data-testid={`invite-reward-${reward.day}`}>
      <span className={styles.itemMain}>
        <strong>{dayText(reward.day, locale)}</strong>
        <span className={styles.muted}>
          {t('invite.rewards.direct', {
            wager: money(reward.direct_wager),
            edge: bpsText(reward.house_edge_bps),
            rate: bpsText(reward.rate_bps),
            amount: money(reward.direct),
          })}
        </span>
        {isPositive(reward.override) || isPositive(reward.sub_wager) ? (
          <span className={styles.muted}>
            {t('invite.rewards.override', {
              wager: money(reward.sub_wager),
              edge: bpsText(reward.house_edge_bps),
              rate: bpsText(reward.override_bps),
              amount: money(reward.override),
            })}
          </span>
        ) : null}
      </span>
      <span className={styles.itemSide}>
        <span>{money(reward.amount)}</span>
        <Badge tone={reward.role === 'agent' ? 'accent' : 'neutral'}>{t(`invite.role.${reward.role}`)}</Badge>
      </span>
    </li>
  );
}
