import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { copyText, refusalText } from '../engage/index.ts';
import { LoadFailed } from '../load-failed.tsx';
import parts from '../parts.module.css';
import { formatDateTime } from '../time.ts';
import styles from './invite.module.css';
import { useShareLink } from './invite-card.tsx';
import { type InviteLink, useAddAgentLinkMutation, useAgentLinksQuery } from './queries-invite.ts';

/** What the server accepts (contract invites.ts): a campaign in plain text, a package in lower-case letters. */
const CAMPAIGN = /^[^\p{Cc}<>]{1,60}$/u;
const PACKAGE = /^[a-z][a-z0-9._-]{0,39}$/;

/** An agent's links, one per campaign and package, and the form that makes one. */
export function AgentLinks() {
  const { t } = useTranslation('fortune');
  const links = useAgentLinksQuery();
  const data = links.data;
  return (
    <section className={styles.card} aria-labelledby="invite-links-title" data-testid="invite-links">
      <div className={styles.head}>
        <h2 id="invite-links-title" className={parts.cardTitle}>
          {t('invite.links.title')}
        </h2>
        {data ? (
          <Badge tone="neutral">{t('invite.links.count', { n: data.list.length, max: data.max_links })}</Badge>
        ) : null}
      </div>
      <p className={parts.note}>{t('invite.links.text')}</p>
      <AddLinkForm />
      {links.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {links.isError && !data ? <LoadFailed onRetry={() => void links.refetch()} testId="invite-links-retry" /> : null}
      {data && data.list.length === 0 ? (
        <Empty compact title={t('invite.links.empty')} description={t('invite.links.emptyText')} />
      ) : null}
      {data && data.list.length > 0 ? (
        <ul className={styles.list} data-testid="invite-links-list">
          {data.list.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LinkRow({ link }: { link: InviteLink }) {
  const { t, locale } = useTranslation('fortune');
  const { busy, share } = useShareLink();
  return (
    <li className={styles.linkRow} data-testid={`invite-link-${link.id}`}>
      <div className={styles.head}>
        <strong>{link.campaign}</strong>
        <Badge tone="primary">{link.package}</Badge>
      </div>
      <p className={styles.url}>{link.url}</p>
      <span className={styles.muted}>
        {t('invite.links.stats', { n: link.invitees, date: formatDateTime(link.created_at, locale) })}
      </span>
      <div className={styles.linkActions}>
        <Button variant="secondary" size="sm" onClick={() => void copyText(link.url, t('invite.copied'))}>
          {t('invite.link.copyLink')}
        </Button>
        <Button size="sm" loading={busy} onClick={() => void share(link)}>
          {t('invite.link.share')}
        </Button>
      </div>
    </li>
  );
}

function AddLinkForm() {
  const { t } = useTranslation('fortune');
  const add = useAddAgentLinkMutation();
  const [campaign, setCampaign] = useState('');
  const [pkg, setPkg] = useState('pwa');
  const [checked, setChecked] = useState(false);
  const [made, setMade] = useState<{ campaign: string; created: boolean } | null>(null);
  const cleanCampaign = campaign.trim();
  const cleanPkg = pkg.trim().toLowerCase();
  const campaignBad = !CAMPAIGN.test(cleanCampaign);
  const pkgBad = !PACKAGE.test(cleanPkg);
  const fields = add.error instanceof ApiError ? add.error.fieldErrors : {};

  const edit = (apply: () => void) => {
    apply();
    setMade(null);
    if (!add.isPending) add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (campaignBad || pkgBad) return;
    add.mutate(
      { campaign: cleanCampaign, package: cleanPkg },
      {
        onSuccess: (answer) => {
          setMade({ campaign: answer.link.campaign, created: answer.created });
          setCampaign('');
          setChecked(false);
        },
      },
    );
  };
  const tooMany =
    add.error instanceof ApiError &&
    add.error.code === ErrorCode.CONFLICT &&
    (add.error.data as { reason?: string } | null)?.reason === 'too_many_links';

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="invite-link-form">
      <Input
        label={t('invite.links.campaign')}
        hint={t('invite.links.campaignHint')}
        value={campaign}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => edit(() => setCampaign(event.target.value))}
        error={(checked && campaignBad) || fields.campaign?.length ? t('invite.links.campaignBad') : undefined}
        data-testid="invite-link-campaign"
      />
      <Input
        label={t('invite.links.package')}
        hint={t('invite.links.packageHint')}
        value={pkg}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => edit(() => setPkg(event.target.value))}
        error={(checked && pkgBad) || fields.package?.length ? t('invite.links.packageBad') : undefined}
        data-testid="invite-link-package"
      />
      <Button type="submit" block loading={add.isPending} data-testid="invite-link-add">
        {t('invite.links.add')}
      </Button>
      <div aria-live="polite">
        {made ? (
          <p className={styles.ok} data-testid="invite-link-made">
            {t(made.created ? 'invite.links.created' : 'invite.links.exists', { campaign: made.campaign })}
          </p>
        ) : null}
        {add.isError && Object.keys(fields).length === 0 ? (
          <p className={parts.error} role="alert">
            {tooMany
              ? t('invite.links.tooMany', { max: (add.error as ApiError & { data: { max?: number } }).data.max ?? 0 })
              : refusalText(add.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
