import { localeHref } from '../../app/router/navigation.ts';
import { useLocale } from '../../app/router/route-context.ts';
import { getHost } from '../../hosts/host.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Shares a profile's link the way the app shares everything (features/share): the host's own share sheet where it
 * has one (native bridge, Telegram, the browser's Web Share), else the share dialog with copy. Both load on the tap:
 * the profile's first screen does without them.
 */
export function ShareProfileButton({ xid, name }: { xid: string; name: string }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const share = async () => {
    const url = `${window.location.origin}${localeHref(`/profile/${xid}`, locale)}`;
    const text = t('share.text', { name, brand: t('common:brand.product') });
    if (getHost().platform !== 'h5' || typeof navigator.share === 'function') {
      const { shareFromHost } = await import('../../hosts/host-actions.ts');
      return void shareFromHost({ text, url });
    }
    const { openShareDialog } = await import('../../overlays/share.ts');
    openShareDialog({ text, url, title: t('share.title') });
  };
  return (
    <Button variant="secondary" onClick={() => void share()} data-testid="profile-share">
      {t('share.button')}
    </Button>
  );
}
