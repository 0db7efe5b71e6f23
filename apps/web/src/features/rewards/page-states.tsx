import { useTranslation } from '../../i18n/i18n.ts';
import { LoadFailed as SharedLoadFailed, LoginFirst as SharedLoginFirst } from '../../ui/page-states.tsx';

/** The reward pages' states: the shared ones with the rewards' own words. */
export function LoginFirst({ backUrl }: { backUrl: string }) {
  const { t } = useTranslation('reward');
  return <SharedLoginFirst backUrl={backUrl} title={t('loginTitle')} body={t('loginBody')} />;
}

export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation('reward');
  return <SharedLoadFailed retry={retry} title={t('loadFailed')} />;
}
