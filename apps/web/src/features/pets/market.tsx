import { ErrorCode } from '@arcadia/contract';
import type { Rarity } from '@arcadia/contract/games/pets';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { type DynamicKey, type Translate, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { showToast } from '../../ui/toast.tsx';
import { newKey } from './parts.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { type PetView, useDelist, useListPet, useMarket, useTake, useUserId } from './queries.ts';

type Kind = 'sale' | 'rent';

export function errorText(t: Translate<'pets'>, e: unknown): string {
  if (e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE) return t('errors.balance');
  const reason = e instanceof ApiError ? (e.data as { reason?: string } | null)?.reason : undefined;
  return reason ? t(`errors.${reason}` as DynamicKey) : t('errors.failed');
}

/** The market tab: open listings for sale or rent, bought or rented in one tap. */
export function Market() {
  const { t, locale } = useTranslation('pets');
  const userId = useUserId();
  const [kind, setKind] = useState<Kind>('sale');
  const market = useMarket(kind, true);
  const take = useTake();
  const intent = useRef<{ id: number; key: string } | null>(null);
  const run = (id: number) => {
    if (intent.current?.id !== id) intent.current = { id, key: newKey() };
    take.mutate(
      { kind, listing_id: id, key: intent.current.key },
      {
        onSuccess: () => {
          intent.current = null;
          showToast(t(kind === 'sale' ? 'done.buy' : 'done.rent'), { type: 'success' });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          showToast(errorText(t, e), { type: 'error' });
        },
      },
    );
  };
  return (
    <div className={styles.stack}>
      <Tabs
        id="pets-market"
        label={t('tabs.market')}
        variant="pill"
        items={[
          { value: 'sale', label: t('market.sale') },
          { value: 'rent', label: t('market.rent') },
        ]}
        value={kind}
        onChange={setKind}
      />
      {market.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : market.isError || !market.data ? (
        <LoadFailed retry={() => market.refetch()} />
      ) : market.data.list.length === 0 ? (
        <Empty title={t('market.empty')} />
      ) : (
        <ul className={styles.list}>
          {market.data.list.map((l) => (
            <li key={l.id} className={styles.card} data-testid={`listing-${l.id}`}>
              <PetArt
                genes={l.pet.genes}
                rarity={l.pet.rarity as Rarity}
                size={72}
                label={t('art', { id: l.pet.token_id })}
              />
              <div className={styles.cardBody}>
                <p className={styles.name}>
                  {l.pet.token_id} <span className={styles[l.pet.rarity]}>{t(`rarity.${l.pet.rarity}`)}</span>
                </p>
                <p className={styles.meta}>
                  {t('levelPower', { level: l.pet.level, power: l.pet.power })} · {l.seller_name}
                </p>
                <p className={styles.earned}>
                  {l.kind === 'sale'
                    ? `${formatAmount(l.price, { locale })} KC`
                    : t('market.perDay', { price: formatAmount(l.price, { locale }), days: l.days ?? 1 })}
                </p>
                {userId && userId !== l.seller_id ? (
                  <Button
                    size="sm"
                    onClick={() => run(l.id)}
                    loading={take.isPending && take.variables?.listing_id === l.id}
                    data-testid="listing-take"
                  >
                    {l.kind === 'sale' ? t('market.buy') : t('market.rentIt')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** In a pet's sheet: list it for sale or rent, or withdraw its listing. */
export function ListForm({ pet }: { pet: PetView }) {
  const { t, locale } = useTranslation('pets');
  const list = useListPet();
  const delist = useDelist();
  const [kind, setKind] = useState<Kind>('rent');
  const [price, setPrice] = useState('');
  const [days, setDays] = useState('1');
  const intent = useRef<string | null>(null);
  if (pet.listing) {
    const l = pet.listing;
    return (
      <div className={styles.listForm}>
        <p className={styles.meta} data-testid="pet-listed">
          {l.kind === 'sale'
            ? t('list.listedSale', { price: formatAmount(l.price, { locale }) })
            : t('list.listedRent', { price: formatAmount(l.price, { locale }), days: l.days ?? 1 })}
        </p>
        <Button
          block
          variant="secondary"
          loading={delist.isPending}
          onClick={() =>
            delist.mutate(
              { listing_id: l.id },
              {
                onSuccess: () => showToast(t('done.delist'), { type: 'success' }),
                onError: (e) => showToast(errorText(t, e), { type: 'error' }),
              },
            )
          }
        >
          {t('list.delist')}
        </Button>
      </div>
    );
  }
  const submit = () => {
    intent.current ??= newKey();
    list.mutate(
      {
        pet_id: pet.id,
        kind,
        price: price.trim(),
        ...(kind === 'rent' ? { days: Number(days) } : {}),
        key: intent.current,
      },
      {
        onSuccess: () => {
          intent.current = null;
          showToast(t('done.list'), { type: 'success' });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          showToast(errorText(t, e), { type: 'error' });
        },
      },
    );
  };
  return (
    <form
      className={styles.listForm}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.name}>{t('list.title')}</p>
      <Tabs
        id="pet-list-kind"
        label={t('list.title')}
        variant="pill"
        items={[
          { value: 'rent', label: t('list.rent') },
          { value: 'sale', label: t('list.sale') },
        ]}
        value={kind}
        onChange={setKind}
      />
      <label className={styles.field}>
        <span>{kind === 'sale' ? t('list.price') : t('list.dailyPrice')}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          data-testid="list-price"
          required
        />
      </label>
      {kind === 'rent' ? (
        <label className={styles.field}>
          <span>{t('list.days')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            data-testid="list-days"
            required
          />
        </label>
      ) : null}
      <Button type="submit" block loading={list.isPending} data-testid="list-submit">
        {t('list.submit')}
      </Button>
    </form>
  );
}
