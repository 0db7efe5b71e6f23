import { useEffect, useState } from 'react';
import { navigate } from '../../app/router/history.ts';
import { localeHref } from '../../app/router/navigation.ts';
import { getLocale, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { getHost } from '../host.ts';
import { HOSTS_NAMESPACE } from '../host-text.ts';
import { useHostPath } from '../use-host-path.ts';
import { needsPvpUpdate } from '../version.ts';

/** PvP pages need app 3.0.6 (spec section 2): title, content, cancel, confirm opening the store page. */
export default function UpdateDialog() {
  const path = useHostPath();
  const host = getHost();
  const gated = needsPvpUpdate(path, host.platform, host.appVersion);
  const [open, setOpen] = useState(gated);
  const { t } = useTranslation(HOSTS_NAMESPACE);
  useEffect(() => setOpen(gated), [gated]);
  const cancel = () => {
    setOpen(false);
    navigate(localeHref('/', getLocale()), { replace: true });
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      testId="update-dialog"
      role="alertdialog"
      dismissible={false}
      title={t('update.title')}
      description={t('update.content', { version: '3.0.6' })}
      footer={
        <>
          <Button block onClick={() => host.openStore()}>
            {t('update.confirm')}
          </Button>
          <Button block variant="ghost" onClick={cancel}>
            {t('update.cancel')}
          </Button>
        </>
      }
    />
  );
}
