import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './popups.module.css';
import { type PlayerPopup, usePopupDetailQuery } from './queries.ts';

/** A popup id from the path: a positive whole number, else 0 (shown as not found without asking the server). */
function popupIdOf(raw: string | undefined): number {
  return raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : 0;
}

/** /buildDialog/<id>: an operator-made popup as a page (deep links from popups and pushes), visitors included. */
export default function BuildDialogPage() {
  const { t } = useTranslation('activity');
  const id = popupIdOf(useParams<{ popupId: string }>().popupId);
  const detail = usePopupDetailQuery(id);
  const missing = id === 0 || (detail.error instanceof ApiError && detail.error.business);
  let content: React.ReactNode;
  if (missing)
    content = (
      <Empty
        title={t('buildDialog.notFound')}
        description={t('buildDialog.notFoundBody')}
        action={
          <Link to="/" className={buttonClassName({})}>
            {t('buildDialog.home')}
          </Link>
        }
      />
    );
  else if (detail.isError)
    content = (
      <Empty
        title={t('buildDialog.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => detail.refetch()}>
            {t('buildDialog.retry')}
          </Button>
        }
      />
    );
  else if (detail.data) content = <Dialog popup={detail.data.popup} />;
  else
    content = (
      <div className={styles.card} data-testid="build-dialog-loading" aria-busy="true">
        <Skeleton height="1.6rem" radius="lg" />
        <Skeleton height="0.32rem" radius="md" />
        <Skeleton height="0.8rem" radius="md" />
      </div>
    );
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="build-dialog-page">
      {detail.data && !missing ? null : (
        <h1 id="page-title" className="visually-hidden">
          {t('buildDialog.title')}
        </h1>
      )}
      {content}
    </section>
  );
}

function Dialog({ popup }: { popup: PlayerPopup }) {
  return (
    <article className={styles.card} data-testid="build-dialog">
      {popup.image ? <img className={styles.image} src={popup.image} alt="" width={690} height={360} /> : null}
      <h1 id="page-title" className={styles.title}>
        {popup.title}
      </h1>
      <p className={styles.body}>{popup.body}</p>
      {popup.deep_link && popup.button ? (
        <Link
          to={popup.deep_link}
          className={buttonClassName({ size: 'lg', block: true })}
          data-testid="build-dialog-button"
        >
          {popup.button}
        </Link>
      ) : null}
    </article>
  );
}
