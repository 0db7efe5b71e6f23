import { user } from '@arcadia/contract';
import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { useMutation } from '../../app/query/use-query.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { MARKETS } from '../../i18n/markets.ts';
import { useSession } from '../../session/session-store.ts';
import { showToast } from '../../ui/toast.tsx';
import { ChoiceRow } from './choice-sheet.tsx';

/** The player's market (switch_country). It needs a bound phone: a 1012 opens bind-phone and comes back. */
export function MarketRow() {
  const { t, locale } = useTranslation('user');
  const current = useSession((state) => state.userInfo?.country_code as string | undefined);
  const regions = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const name = (market: string) => regions.of(market.toUpperCase()) ?? market;
  const switchCountry = useMutation({
    mutationFn: (country_code: string) => api(user.switchCountry, { country_code }),
    onSuccess: ({ country_code }) => {
      const info = useSession.getState().userInfo;
      if (info) useSession.setState({ userInfo: { ...info, country_code } });
      showToast(t('setting.marketChanged', { market: name(country_code) }), { type: 'success' });
    },
  });

  return (
    <ChoiceRow
      label={t('setting.market')}
      current={current ? name(current) : undefined}
      choices={MARKETS.map((market) => ({ value: market, title: name(market) }))}
      selected={current}
      onChoose={(market) => switchCountry.mutate(market)}
      disabled={switchCountry.isPending}
      testId="market"
    />
  );
}
