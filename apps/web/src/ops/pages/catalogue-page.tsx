import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { LOCALES } from '@arcadia/contract/locales';
import {
  opsCatalogueOfferSave,
  opsCatalogueOfferStatus,
  opsCatalogueProductDetail,
  opsCatalogueProductSave,
  opsCatalogueProducts,
} from '@arcadia/contract/ops/index';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { marketsOf, Pager, secondsOf, wholeIn } from '../fortune-fields.tsx';
import { CreateForm, useDraft } from '../fortune-forms.tsx';
import { type Translate, useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Loading, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Listed = z.output<typeof opsCatalogueProducts.response>;
type Product = Listed['list'][number];
type Category = Listed['categories'][number];
type Offer = z.output<typeof opsCatalogueProductDetail.response>['offers'][number];
type OfferKind = Offer['kind'];

const STATUSES = ['all', 'active', 'paused'] as const;
const TYPES = ['game', 'app', 'web3'] as const;
const KINDS: OfferKind[] = ['cpl', 'audit', 'download', 'welfare'];
const NETWORKS = ['builtin', 'ayet'] as const;
const TOKENS = ['', 'XGT', 'KTHER', 'HAPPY', 'XCT', 'XMT', 'USDT', 'TON'];
const STATE_TONE = { live: 'done', paused: 'rejected', scheduled: 'review', ended: 'plain' } as const;
const isMarket = (m: string) => /^[a-z]{2}$/.test(m);
const isDecimal = (v: string) => /^\d{1,15}(\.\d{1,18})?$/.test(v);
const isSlug = (v: string) => /^[a-z0-9][a-z0-9-]{0,47}$/.test(v);
const marketsText = (markets: string[], t: Translate) =>
  markets.length === 0 ? t('catalogue.everywhere') : markets.join(', ').toUpperCase();

/** Seconds as a datetime-local value in the operator's time zone ('' for none). */
function localOf(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const when = (seconds: number | null, t: Translate) =>
  seconds === null ? t('catalogue.open') : new Date(seconds * 1000).toLocaleString();

/** Texts per locale as the form edits them: every one of the 13 locales, '' for none. */
export type LocaleDraft = Record<string, string>;

/** The saved texts as a draft: each locale's text or ''. */
export function draftOf(texts: Record<string, string> | undefined): LocaleDraft {
  return Object.fromEntries(LOCALES.map((l) => [l, texts?.[l] ?? '']));
}

/**
 * The texts to save, in every supported locale: the draft's trimmed text, else the saved one when the draft does
 * not name the locale (an empty text is dropped, so players fall back to en-US). Keys outside the 13 locales are
 * left out: the server accepts no others.
 */
export function withTexts(texts: Record<string, string>, draft: LocaleDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    const text = (locale in draft ? (draft[locale] ?? '') : (texts[locale] ?? '')).trim();
    if (text) out[locale] = text;
  }
  return out;
}

/**
 * A text in every locale: en-US (required) always shown, the other twelve in a compact list opened on demand,
 * with how many are filled.
 */
export function LocaleTexts({
  label,
  value,
  onChange,
  maxLength,
  name,
}: {
  label: string;
  value: LocaleDraft;
  onChange: (next: LocaleDraft) => void;
  maxLength: number;
  /** Names the test ids `ops-catalogue-<name>-<locale>`. */
  name: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const others = LOCALES.filter((l) => l !== 'en-US');
  const filled = others.filter((l) => (value[l] ?? '').trim() !== '').length;
  const set = (locale: string, text: string) => onChange({ ...value, [locale]: text });
  return (
    <fieldset className={styles.row} aria-label={label}>
      <Input
        label={t('catalogue.localeRequired', { label, locale: 'en-US' })}
        value={value['en-US'] ?? ''}
        maxLength={maxLength}
        data-testid={`ops-catalogue-${name}-en-US`}
        onChange={(e) => set('en-US', e.target.value)}
      />
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid={`ops-catalogue-${name}-locales`}
      >
        {t(open ? 'catalogue.hideLocales' : 'catalogue.showLocales', { filled, total: others.length })}
      </Button>
      {open
        ? others.map((locale) => (
            <Input
              key={locale}
              label={`${label} · ${locale}`}
              value={value[locale] ?? ''}
              maxLength={maxLength}
              lang={locale}
              data-testid={`ops-catalogue-${name}-${locale}`}
              onChange={(e) => set(locale, e.target.value)}
            />
          ))
        : null}
    </fieldset>
  );
}

/**
 * The offer and product catalogue (docs/tasks.md "Console"): products by title, market and status; a product's
 * offers with steps, rewards, markets, caps, expiry and schedule; creating and editing both; pausing and resuming
 * an offer. The server checks and audits each change; players see it at once on this server, within the catalogue
 * cache (TASK_CATALOGUE_CACHE_MS, 30 s) on others.
 */
export default function CataloguePage() {
  const { t } = useT();
  const [q, setQ] = useState('');
  const [market, setMarket] = useState('');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useOpsQuery(opsCatalogueProducts, {
    q: q.trim() || undefined,
    market: isMarket(market) ? market : undefined,
    status,
    page,
  });
  const categories = list.data?.categories ?? [];
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <Page title={t('catalogue.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('catalogue.hint')}</p>
      <ProductForm
        categories={categories}
        onSaved={(p) => {
          list.reload();
          setOpen(p.id);
        }}
      />
      <div className={styles.row}>
        <Input
          label={t('catalogue.search')}
          value={q}
          maxLength={80}
          data-testid="ops-catalogue-search"
          onChange={(e) => filter(() => setQ(e.target.value))}
        />
        <Input
          label={t('catalogue.marketFilter')}
          value={market}
          maxLength={2}
          onChange={(e) => filter(() => setMarket(e.target.value.trim().toLowerCase()))}
        />
      </div>
      <Filters
        label={t('common.status')}
        options={STATUSES}
        value={status}
        onChange={(s) => filter(() => setStatus(s))}
        text={(s) => t(`catalogue.status.${s}`)}
      />
      <Section id="catalogue-products" title={t('catalogue.products')} onRefresh={list.reload}>
        <QueueItems
          query={list}
          emptyText={t('catalogue.empty')}
          render={(p: Product) =>
            open === p.id ? (
              <ProductPanel
                key={p.id}
                id={p.id}
                categories={categories}
                onChanged={list.reload}
                onClose={() => setOpen(null)}
              />
            ) : (
              <ProductCard key={p.id} product={p} onOpen={() => setOpen(p.id)} />
            )
          }
        />
        <Pager page={page} hasMore={Boolean(list.data?.has_more)} onPage={setPage} />
      </Section>
    </Page>
  );
}

function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const { t } = useT();
  return (
    <article className={styles.card} data-testid={`ops-catalogue-product-${product.id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>
          <img src={product.icon} alt="" width={32} height={32} /> {`#${product.id} ${product.title}`}
        </h3>
        <StatusTag
          status={product.active ? 'done' : 'rejected'}
          label={t(product.active ? 'catalogue.status.active' : 'catalogue.status.paused')}
        />
      </header>
      <Facts
        items={[
          [t('catalogue.category'), product.category_id],
          [t('catalogue.type'), product.product_type],
          [t('catalogue.markets'), marketsText(product.markets, t)],
          [t('catalogue.offers'), String(product.offers)],
        ]}
      />
      <Button size="sm" variant="secondary" onClick={onOpen} data-testid={`ops-catalogue-open-${product.id}`}>
        {t('catalogue.openProduct')}
      </Button>
    </article>
  );
}

function ProductPanel({
  id,
  categories,
  onChanged,
  onClose,
}: {
  id: number;
  categories: Category[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const detail = useOpsQuery(opsCatalogueProductDetail, { product_id: id });
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  if (detail.error) return <ErrorNote error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading />;
  const { product, offers } = detail.data;
  const saved = () => {
    setEditing(null);
    detail.reload();
    onChanged();
  };
  return (
    <article className={styles.card} data-testid={`ops-catalogue-panel-${id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{`#${product.id} ${product.title}`}</h3>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('catalogue.close')}
        </Button>
      </header>
      <ProductForm product={product} categories={categories} onSaved={saved} />
      <h4 className={styles.cardTitle}>{t('catalogue.offers')}</h4>
      {offers.length === 0 ? <p className={styles.empty}>{t('catalogue.noOffers')}</p> : null}
      {offers.map((o) => (
        <OfferCard key={o.id} offer={o} onEdit={() => setEditing(o)} onDone={saved} />
      ))}
      {editing ? (
        <OfferForm
          key={editing === 'new' ? 'new' : editing.id}
          productId={product.id}
          offer={editing === 'new' ? undefined : editing}
          offers={offers}
          onSaved={saved}
        />
      ) : (
        <Button size="sm" onClick={() => setEditing('new')} data-testid="ops-catalogue-offer-new">
          {t('catalogue.newOffer')}
        </Button>
      )}
    </article>
  );
}

function OfferCard({ offer, onEdit, onDone }: { offer: Offer; onEdit: () => void; onDone: () => void }) {
  const { t } = useT();
  const setActive = useOpsAction(opsCatalogueOfferStatus);
  const toggle = async () => {
    if (await setActive.run({ offer_id: offer.id, active: !offer.active })) onDone();
  };
  return (
    <section className={styles.card} data-testid={`ops-catalogue-offer-${offer.id}`} aria-label={offer.title}>
      <header className={styles.pageHead}>
        <h5
          className={styles.cardTitle}
        >{`#${offer.id} ${offer.title}${offer.parent_id ? ` ← #${offer.parent_id}` : ''}`}</h5>
        <StatusTag status={STATE_TONE[offer.state]} label={t(`catalogue.state.${offer.state}`)} />
      </header>
      <Facts
        items={[
          [t('catalogue.kind'), `${offer.kind} · ${offer.network}`],
          [t('catalogue.markets'), marketsText(offer.markets, t)],
          [t('catalogue.dailyCap'), offer.daily_cap === 0 ? t('catalogue.noCap') : String(offer.daily_cap)],
          [t('catalogue.expireDays'), t('catalogue.days', { days: offer.expire_days })],
          [t('catalogue.window'), `${when(offer.starts_at, t)} → ${when(offer.ends_at, t)}`],
        ]}
      />
      <ol>
        {offer.steps.map((s) => (
          <li key={s.id}>
            {`${s.goal} · ${s.titles['en-US'] ?? ''} · ${s.reward_kc} KC${
              s.reward_token_coin ? ` + ${s.reward_token} ${s.reward_token_coin}` : ''
            }`}
          </li>
        ))}
      </ol>
      {setActive.error ? <ErrorNote error={setActive.error} /> : null}
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={onEdit} data-testid={`ops-catalogue-offer-edit-${offer.id}`}>
          {t('catalogue.edit')}
        </Button>
        <Button
          size="sm"
          variant={offer.active ? 'secondary' : 'primary'}
          loading={setActive.pending}
          onClick={toggle}
          data-testid={`ops-catalogue-offer-toggle-${offer.id}`}
        >
          {t(offer.active ? 'catalogue.pause' : 'catalogue.resume')}
        </Button>
      </div>
    </section>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  text = (o) => o,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  text?: (option: T) => string;
}) {
  const id = useId();
  return (
    <label className={styles.selectField} htmlFor={id}>
      {label}
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

function ProductForm({
  product,
  categories,
  onSaved,
}: {
  product?: Product;
  categories: Category[];
  onSaved: (p: Product) => void;
}) {
  const { t } = useT();
  const save = useOpsAction(opsCatalogueProductSave);
  const { draft, change, field } = useDraft(
    () => ({
      titles: draftOf(product?.titles),
      descriptions: draftOf(product?.descriptions),
      category: product?.category_id ?? '',
      type: (product?.product_type ?? 'game') as (typeof TYPES)[number],
      art: product?.art ?? '',
      markets: product?.markets.join(', ') ?? '',
      listed: product?.active === false ? 'no' : 'yes',
    }),
    () => save.reset(),
  );
  const category = draft.category || categories[0]?.id || '';
  const markets = marketsOf(draft.markets);
  const ready =
    (draft.titles['en-US'] ?? '').trim() !== '' &&
    category !== '' &&
    markets !== undefined &&
    (!draft.art || isSlug(draft.art));
  const submit = async () => {
    if (!markets) return;
    const answer = await save.run({
      ...(product ? { product_id: product.id } : {}),
      titles: withTexts(product?.titles ?? {}, draft.titles),
      descriptions: withTexts(product?.descriptions ?? {}, draft.descriptions),
      category_id: category,
      product_type: draft.type,
      ...(draft.art ? { art: draft.art } : {}),
      markets,
      active: draft.listed === 'yes',
    });
    if (answer) onSaved(answer);
  };
  const name = product ? 'catalogue-product-edit' : 'catalogue-product';
  return (
    <CreateForm
      name={name}
      title={t(product ? 'catalogue.editProduct' : 'catalogue.newProduct')}
      heading={product ? 'h3' : 'h2'}
      ready={ready}
      pending={save.pending}
      error={save.error}
      submitLabel={t(product ? 'catalogue.save' : 'catalogue.create')}
      onSubmit={submit}
    >
      <LocaleTexts
        name="product-title"
        label={t('catalogue.titleField')}
        value={draft.titles}
        maxLength={80}
        onChange={(titles) => change({ titles })}
      />
      <LocaleTexts
        name="product-description"
        label={t('catalogue.descriptionField')}
        value={draft.descriptions}
        maxLength={2000}
        onChange={(descriptions) => change({ descriptions })}
      />
      <Select
        label={t('catalogue.category')}
        value={category}
        options={categories.map((c) => c.id)}
        text={(id) => categories.find((c) => c.id === id)?.name ?? id}
        onChange={(v) => change({ category: v })}
      />
      <Select label={t('catalogue.type')} value={draft.type} options={TYPES} onChange={(v) => change({ type: v })} />
      {field('art', t('catalogue.art'), draft.art && !isSlug(draft.art) ? t('catalogue.invalidArt') : undefined, {
        hint: t('catalogue.artHint'),
        suffix: isSlug(draft.art) ? (
          <img src={`/task-art/${draft.art}/icon.svg`} alt="" width={32} height={32} />
        ) : null,
      })}
      {field('markets', t('catalogue.markets'), markets ? undefined : t('catalogue.invalidMarkets'), {
        hint: t('catalogue.marketsHint'),
      })}
      <Select
        label={t('catalogue.listed')}
        value={draft.listed}
        options={['yes', 'no'] as const}
        text={(v) => t(v === 'yes' ? 'catalogue.status.active' : 'catalogue.status.paused')}
        onChange={(v) => change({ listed: v })}
      />
    </CreateForm>
  );
}

interface StepDraft {
  /** A stable React key: the step's id, or a number of this page for a new one. */
  key: number;
  goal: string;
  /** The saved step's texts (kept for keys the form does not show). */
  saved: Record<string, string>;
  titles: LocaleDraft;
  kc: string;
  coin: string;
  token: string;
}
let newSteps = 0;
const emptyStep = (): StepDraft => ({
  key: -++newSteps,
  goal: '',
  saved: {},
  titles: draftOf(undefined),
  kc: '',
  coin: '',
  token: '',
});
const stepReady = (s: StepDraft) =>
  /^[a-z_]{1,30}(:\d{1,6})?$/.test(s.goal) &&
  (s.titles['en-US'] ?? '').trim() !== '' &&
  isDecimal(s.kc) &&
  (!s.coin || isDecimal(s.token));

function OfferForm({
  productId,
  offer,
  offers,
  onSaved,
}: {
  productId: number;
  offer?: Offer | undefined;
  offers: Offer[];
  onSaved: () => void;
}) {
  const { t } = useT();
  const save = useOpsAction(opsCatalogueOfferSave);
  const { draft, change, field } = useDraft(
    () => ({
      kind: offer?.kind ?? ('cpl' as OfferKind),
      network: (offer?.network ?? 'builtin') as (typeof NETWORKS)[number],
      networkOfferId: offer?.network_offer_id ?? '',
      minSeconds: String(offer?.min_seconds ?? 0),
      parent: offer?.parent_id ? String(offer.parent_id) : '',
      titles: draftOf(offer?.titles),
      markets: offer?.markets.join(', ') ?? '',
      cap: String(offer?.daily_cap ?? 0),
      userCap: String(offer?.user_daily_cap ?? 0),
      expire: String(offer?.expire_days ?? 7),
      starts: localOf(offer?.starts_at ?? null),
      ends: localOf(offer?.ends_at ?? null),
      steps: offer?.steps.map((s) => ({
        key: s.id,
        goal: s.goal,
        saved: s.titles,
        titles: draftOf(s.titles),
        kc: s.reward_kc,
        coin: s.reward_token_coin ?? '',
        token: s.reward_token === '0' ? '' : s.reward_token,
      })) ?? [emptyStep()],
    }),
    () => save.reset(),
  );
  const markets = marketsOf(draft.markets);
  const cap = wholeIn(draft.cap, 0, 10_000_000);
  const userCap = wholeIn(draft.userCap, 0, 10_000);
  const expire = wholeIn(draft.expire, 1, 365);
  const minSeconds = wholeIn(draft.minSeconds, 0, 86_400);
  const starts = draft.starts ? secondsOf(draft.starts) : null;
  const ends = draft.ends ? secondsOf(draft.ends) : null;
  const badWindow = starts != null && ends != null && ends <= starts;
  const ready =
    (draft.titles['en-US'] ?? '').trim() !== '' &&
    markets !== undefined &&
    cap !== undefined &&
    userCap !== undefined &&
    expire !== undefined &&
    minSeconds !== undefined &&
    starts !== undefined &&
    ends !== undefined &&
    !badWindow &&
    draft.steps.length > 0 &&
    draft.steps.every(stepReady);
  const setStep = (i: number, patch: Partial<StepDraft>) =>
    change({ steps: draft.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const parents = offers.filter((o) => o.parent_id === null && o.id !== offer?.id).map((o) => String(o.id));
  const submit = async () => {
    if (!markets || cap === undefined || userCap === undefined || expire === undefined || minSeconds === undefined)
      return;
    const answer = await save.run({
      ...(offer ? { offer_id: offer.id } : {}),
      product_id: productId,
      parent_id: draft.parent ? Number(draft.parent) : null,
      kind: draft.kind,
      network: draft.network,
      network_offer_id: draft.networkOfferId.trim() || null,
      min_seconds: minSeconds,
      titles: withTexts(offer?.titles ?? {}, draft.titles),
      markets,
      daily_cap: cap,
      user_daily_cap: userCap,
      expire_days: expire,
      starts_at: starts ?? null,
      ends_at: ends ?? null,
      steps: draft.steps.map((s) => ({
        goal: s.goal,
        titles: withTexts(s.saved, s.titles),
        reward_kc: s.kc,
        ...(s.coin ? { reward_token_coin: s.coin as CoinCode, reward_token: s.token } : { reward_token_coin: null }),
      })),
    });
    if (answer) onSaved();
  };
  return (
    <CreateForm
      name="catalogue-offer"
      title={t(offer ? 'catalogue.editOffer' : 'catalogue.newOffer')}
      heading="h3"
      ready={ready}
      pending={save.pending}
      error={save.error}
      submitLabel={t(offer ? 'catalogue.save' : 'catalogue.create')}
      onSubmit={submit}
    >
      <Select label={t('catalogue.kind')} value={draft.kind} options={KINDS} onChange={(v) => change({ kind: v })} />
      <Select
        label={t('catalogue.parent')}
        value={draft.parent}
        options={['', ...parents]}
        text={(v) => (v ? `#${v}` : t('catalogue.topLevel'))}
        onChange={(v) => change({ parent: v })}
      />
      <LocaleTexts
        name="offer-title"
        label={t('catalogue.titleField')}
        value={draft.titles}
        maxLength={120}
        onChange={(titles) => change({ titles })}
      />
      <Select
        label={t('catalogue.network')}
        value={draft.network}
        options={NETWORKS}
        onChange={(v) => change({ network: v })}
      />
      {field('networkOfferId', t('catalogue.networkOfferId'), undefined, { maxLength: 80 })}
      {field(
        'minSeconds',
        t('catalogue.minSeconds'),
        minSeconds === undefined ? t('catalogue.invalidNumber') : undefined,
        {
          inputMode: 'numeric',
        },
      )}
      {field('markets', t('catalogue.markets'), markets ? undefined : t('catalogue.invalidMarkets'), {
        hint: t('catalogue.offerMarketsHint'),
      })}
      {field('cap', t('catalogue.dailyCap'), cap === undefined ? t('catalogue.invalidNumber') : undefined, {
        inputMode: 'numeric',
        hint: t('catalogue.capHint'),
      })}
      {field('userCap', t('catalogue.userDailyCap'), userCap === undefined ? t('catalogue.invalidNumber') : undefined, {
        inputMode: 'numeric',
      })}
      {field('expire', t('catalogue.expireDays'), expire === undefined ? t('catalogue.invalidNumber') : undefined, {
        inputMode: 'numeric',
      })}
      {field('starts', t('catalogue.startsAt'), starts === undefined ? t('catalogue.invalidTime') : undefined, {
        type: 'datetime-local',
        hint: t('catalogue.windowHint'),
      })}
      {field(
        'ends',
        t('catalogue.endsAt'),
        ends === undefined ? t('catalogue.invalidTime') : badWindow ? t('catalogue.invalidWindow') : undefined,
        { type: 'datetime-local' },
      )}
      {draft.steps.map((s, i) => (
        <fieldset key={s.key} className={styles.row} aria-label={t('catalogue.step', { n: i + 1 })}>
          <Input
            label={t('catalogue.goal')}
            value={s.goal}
            hint={t('catalogue.goalHint')}
            onChange={(e) => setStep(i, { goal: e.target.value.trim() })}
          />
          <LocaleTexts
            name={`step-${i + 1}-title`}
            label={t('catalogue.stepTitle')}
            value={s.titles}
            maxLength={120}
            onChange={(titles) => setStep(i, { titles })}
          />
          <Input
            label={t('catalogue.rewardKc')}
            value={s.kc}
            inputMode="decimal"
            onChange={(e) => setStep(i, { kc: e.target.value.trim() })}
          />
          <Select
            label={t('catalogue.tokenCoin')}
            value={s.coin}
            options={TOKENS}
            text={(c) => c || t('catalogue.noToken')}
            onChange={(v) => setStep(i, { coin: v })}
          />
          {s.coin ? (
            <Input
              label={t('catalogue.rewardToken')}
              value={s.token}
              inputMode="decimal"
              onChange={(e) => setStep(i, { token: e.target.value.trim() })}
            />
          ) : null}
          {draft.steps.length > 1 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => change({ steps: draft.steps.filter((_, j) => j !== i) })}
            >
              {t('catalogue.removeStep')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {draft.steps.length < 20 ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => change({ steps: [...draft.steps, emptyStep()] })}
          data-testid="ops-catalogue-add-step"
        >
          {t('catalogue.addStep')}
        </Button>
      ) : null}
    </CreateForm>
  );
}
