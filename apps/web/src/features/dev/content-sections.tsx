import { Avatar } from '../../ui/avatar.tsx';
import { Badge, CountBadge, DotBadge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Image } from '../../ui/image.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './dev-ui.module.css';
import { Section } from './section.tsx';

export function ContentSection() {
  return (
    <Section title="Cards, images, avatars, badges" testId="dev-content">
      <div className={styles.pad}>
        <Card variant="highlight" padding="lg">
          <p className={styles.balanceLabel}>Total balance</p>
          <p className={styles.balance}>$1,284.50</p>
          <div className={styles.balanceActions}>
            <Button variant="accent">Deposit</Button>
            <Button variant="secondary">Withdraw</Button>
          </div>
        </Card>
      </div>
      <div className={styles.pad}>
        <Card variant="raised">
          <p className={styles.cardTitle}>Daily check-in</p>
          <p className={styles.cardText}>Come back every day to grow your streak and earn points.</p>
        </Card>
      </div>
      <div className={styles.games}>
        <figure className={styles.figure}>
          <Image src="/icon.svg" alt="Arcadia logo" ratio={1} radius="lg" eager />
          <figcaption className={styles.caption}>Loaded</figcaption>
        </figure>
        <figure className={styles.figure}>
          <Image src="/img/dev/missing-cover.png" alt="Missing cover" ratio={1} radius="lg" />
          <figcaption className={styles.caption}>Failed</figcaption>
        </figure>
        <figure className={styles.figure}>
          <Image src="/icon.svg" alt="Arcadia logo, loaded lazily" ratio={1} radius="lg" />
          <figcaption className={styles.caption}>Lazy</figcaption>
        </figure>
      </div>
      <div className={styles.row}>
        <Avatar name="Nguyễn Văn An" size="sm" />
        <Avatar name="Maria Silva" />
        <Avatar name="Budi Santoso" size="lg" ring />
        <Avatar name="Logo" src="/icon.svg" size="lg" />
        <Avatar name="Somchai" src="/img/dev/no-face.png" size="xl" />
      </div>
      <div className={styles.row}>
        <Badge>Neutral</Badge>
        <Badge tone="primary">VIP 3</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="danger">Failed</Badge>
        <Badge tone="accent" variant="solid">
          HOT
        </Badge>
        <CountBadge count={7} label="7 unread" />
        <CountBadge count={120} label="120 unread" />
        <DotBadge />
      </div>
    </Section>
  );
}

export function FeedbackSection() {
  return (
    <Section title="Loading and empty states" testId="dev-feedback">
      <div className={styles.stack}>
        <div className={styles.skeletonRow}>
          <Skeleton circle width="0.44rem" />
          <span className={styles.grow}>
            <Skeleton width="50%" />
            <Skeleton width="80%" height="0.12rem" />
          </span>
        </div>
        <SkeletonText lines={3} />
        <Skeleton height="1.2rem" radius="lg" />
      </div>
      <div className={styles.row}>
        <Spinner label="Loading" size="sm" />
        <Spinner label="Loading" />
        <Spinner label="Loading" size="lg" />
      </div>
      <div className={styles.pad}>
        <Card padding="none">
          <Empty compact title="No transactions yet" description="Deposits and rewards will show up here." />
        </Card>
      </div>
      <Empty
        title="No games found"
        description="Try another category or search term."
        action={<Button variant="secondary">Clear filters</Button>}
      />
    </Section>
  );
}
