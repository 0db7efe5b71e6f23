import { navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { getLocale, useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { closeOverlay, type OverlayProps, runBindPhoneAction } from './overlay-store.ts';
import styles from './overlays.module.css';
import { useLast } from './use-last.ts';

/** Explanation dialogs of types assets, kther, xusd, contribute, happy. */
export function ExplainDialog({ props }: { props: OverlayProps['explain'] | undefined }) {
  const { t } = useTranslation();
  const shown = useLast(props);
  const close = () => closeOverlay('explain');
  if (!shown) return null;
  return (
    <Dialog
      open={props !== undefined}
      onClose={close}
      title={t(`explain.${shown.type}.title`)}
      description={t(`explain.${shown.type}.text`)}
      testId="explain-dialog"
      footer={
        <Button block onClick={close}>
          {t('actions.gotIt')}
        </Button>
      }
    />
  );
}

export function InsufficientDialog({ props }: { props: OverlayProps['insufficient'] | undefined }) {
  const { t } = useTranslation();
  const shown = useLast(props);
  const close = () => closeOverlay('insufficient');
  const deposit = () => {
    close();
    if (shown?.onDeposit) shown.onDeposit();
    else navigate(localeHref('/wallet', getLocale()));
  };
  if (!shown) return null;
  return (
    <Dialog
      open={props !== undefined}
      onClose={close}
      title={t('insufficient.title')}
      description={t('insufficient.text')}
      hero={
        <span className={styles.hero} data-tone="danger" aria-hidden="true">
          !
        </span>
      }
      testId="insufficient-dialog"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={deposit}>{t('actions.deposit')}</Button>
        </div>
      }
    />
  );
}

const DEFAULT_DOWNLOAD_URL = 'https://play.google.com/store/apps/details?id=app.arcadia';

export function DownloadDialog({ props }: { props: OverlayProps['download'] | undefined }) {
  const { t } = useTranslation();
  const shown = useLast(props);
  const close = () => closeOverlay('download');
  if (!shown) return null;
  return (
    <Dialog
      open={props !== undefined}
      onClose={close}
      title={t('download.title')}
      description={t('download.text')}
      testId="download-dialog"
      footer={
        <Button
          block
          onClick={() => {
            close();
            window.open(shown.url ?? DEFAULT_DOWNLOAD_URL, '_blank', 'noopener');
          }}
        >
          {t('download.action')}
        </Button>
      }
    />
  );
}

/** The bind-phone dialog: the UI shell; "bind now" runs the session's flow (setBindPhoneAction). */
export function BindPhoneDialog({ props }: { props: OverlayProps['bindPhone'] | undefined }) {
  const { t } = useTranslation();
  const shown = useLast(props);
  const close = () => closeOverlay('bindPhone');
  if (!shown) return null;
  return (
    <Dialog
      open={props !== undefined}
      onClose={close}
      title={t('bindPhone.title')}
      description={t('bindPhone.text')}
      testId="bind-phone-dialog"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => {
              close();
              runBindPhoneAction(shown.backUrl);
            }}
          >
            {t('bindPhone.action')}
          </Button>
        </div>
      }
    />
  );
}
