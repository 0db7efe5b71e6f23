import { LOCALES, type Locale } from '@arcadia/contract/locales';
import { opsFortunePopups, opsFortunePopupsCreate, opsFortunePopupsEnd } from '@arcadia/contract/ops/index';
import { type FormEvent, useId, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import {
  HOUR_MS,
  localIn,
  MarketsInput,
  marketsOf,
  marketsText,
  Pager,
  secondsOf,
  wholeIn,
} from '../fortune-fields.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Popup = z.output<typeof opsFortunePopups.response>['list'][number];
type Text = { locale: Locale; title: string; body: string };

const TITLE_MAX = 80;
const BODY_MAX = 400;
/** The server's rules for an image and a deep link: an app image under /fortune/, an in-app path (never a URL). */
const isImage = (text: string) => text === '' || /^\/fortune\/[a-z0-9/_-]+\.(svg|png|webp)$/.test(text);
const isDeepLink = (text: string) => text === '' || (/^\/[a-zA-Z0-9/_?=&-]*$/.test(text) && !text.startsWith('//'));
const TONE = { live: 'done', upcoming: 'pending', ended: 'ended', inactive: 'ended' } as const;

/** Fortune's popups: operators aim them at players (market, VIP range, new players), cap how often, and end them. */
export default function FortunePopupsPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortunePopups, { page });
  return (
    <Page title={t('fortunePopups.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('fortunePopups.hint')}</p>
      <PopupForm onCreated={list.reload} />
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <p className={styles.empty}>{t('fortunePopups.empty')}</p>
      ) : (
        <>
          <PopupTable popups={list.data.list} onEnded={list.reload} />
          <Pager page={page} hasMore={list.data.has_more} onPage={setPage} />
        </>
      )}
    </Page>
  );
}

interface Draft {
  en: Text;
  others: Text[];
  image: string;
  deepLink: string;
  markets: string;
  minVip: string;
  maxVip: string;
  newWithin: string;
  maxShows: string;
  everyHours: string;
  priority: string;
  starts: string;
  ends: string;
}

const freshDraft = (): Draft => ({
  en: { locale: 'en-US', title: '', body: '' },
  others: [],
  image: '',
  deepLink: '',
  markets: '',
  minVip: '0',
  maxVip: '10',
  newWithin: '0',
  maxShows: '1',
  everyHours: '24',
  priority: '0',
  starts: localIn(0),
  ends: localIn(7 * 24 * HOUR_MS),
});

const filled = (text: Text) => text.title.trim().length > 0 && text.body.trim().length > 0;

/** The draft as the create call's body, or undefined while a field is not acceptable. */
function requestOf(draft: Draft) {
  const numbers = {
    min_vip: wholeIn(draft.minVip, 0, 10),
    max_vip: wholeIn(draft.maxVip, 0, 10),
    new_within_days: wholeIn(draft.newWithin, 0, 365),
    max_shows: wholeIn(draft.maxShows, 1, 100),
    every_hours: wholeIn(draft.everyHours, 0, 720),
    priority: wholeIn(draft.priority, -100, 100),
  };
  const markets = marketsOf(draft.markets);
  const starts = secondsOf(draft.starts);
  const ends = secondsOf(draft.ends);
  const texts = [draft.en, ...draft.others];
  const image = draft.image.trim();
  const deepLink = draft.deepLink.trim();
  if (!texts.every(filled) || !isImage(image) || !isDeepLink(deepLink) || markets === undefined) return undefined;
  if (starts === undefined || ends === undefined || ends <= starts) return undefined;
  const { min_vip, max_vip, new_within_days, max_shows, every_hours, priority } = numbers;
  if (min_vip === undefined || max_vip === undefined || min_vip > max_vip) return undefined;
  if (new_within_days === undefined || max_shows === undefined || every_hours === undefined || priority === undefined)
    return undefined;
  return {
    texts: texts.map((x) => ({ locale: x.locale, title: x.title.trim(), body: x.body.trim() })),
    image,
    deep_link: deepLink,
    markets,
    min_vip,
    max_vip,
    new_within_days,
    max_shows,
    every_hours,
    priority,
    starts_at: starts,
    ends_at: ends,
  };
}

function PopupForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState(freshDraft);
  const [made, setMade] = useState(false);
  const create = useOpsAction(opsFortunePopupsCreate);
  const change = (patch: Partial<Draft>) => {
    create.reset();
    setMade(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const request = requestOf(draft);
  const minVip = wholeIn(draft.minVip, 0, 10);
  const maxVip = wholeIn(draft.maxVip, 0, 10);
  const starts = secondsOf(draft.starts);
  const ends = secondsOf(draft.ends);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!(await create.run(request))) return;
    setDraft(freshDraft());
    setMade(true);
    onCreated();
  };
  const numberField = (key: keyof Draft, label: string, ok: boolean, error: string) => (
    <Input
      label={label}
      inputMode="numeric"
      value={draft[key] as string}
      onChange={(e) => change({ [key]: e.target.value })}
      error={ok ? undefined : error}
    />
  );
  return (
    <section className={styles.card} aria-labelledby="popup-form-title">
      <h2 id="popup-form-title" className={styles.cardTitle}>
        {t('fortunePopups.newPopup')}
      </h2>
      <form className={styles.row} onSubmit={submit} data-testid="ops-popup-form">
        <TextPair
          text={draft.en}
          titleLabel={t('fortunePopups.titleEn')}
          bodyLabel={t('fortunePopups.bodyEn')}
          onChange={(en) => change({ en })}
        />
        <OtherTexts others={draft.others} onChange={(others) => change({ others })} />
        <Input
          label={t('fortunePopups.image')}
          hint={t('fortunePopups.imageHint')}
          value={draft.image}
          onChange={(e) => change({ image: e.target.value })}
          error={isImage(draft.image.trim()) ? undefined : t('fortunePopups.invalidImage')}
        />
        <Input
          label={t('fortunePopups.deepLink')}
          hint={t('fortunePopups.deepLinkHint')}
          value={draft.deepLink}
          onChange={(e) => change({ deepLink: e.target.value })}
          error={isDeepLink(draft.deepLink.trim()) ? undefined : t('fortunePopups.invalidDeepLink')}
        />
        <MarketsInput value={draft.markets} onChange={(markets) => change({ markets })} />
        {numberField('minVip', t('fortunePopups.minVip'), minVip !== undefined, t('fortunePopups.invalidVip'))}
        {numberField(
          'maxVip',
          t('fortunePopups.maxVip'),
          maxVip !== undefined && (minVip === undefined || minVip <= maxVip),
          maxVip === undefined ? t('fortunePopups.invalidVip') : t('fortunePopups.invalidVipRange'),
        )}
        {numberField(
          'newWithin',
          t('fortunePopups.newWithin'),
          wholeIn(draft.newWithin, 0, 365) !== undefined,
          t('fortunePopups.invalidNewWithin'),
        )}
        {numberField(
          'maxShows',
          t('fortunePopups.maxShows'),
          wholeIn(draft.maxShows, 1, 100) !== undefined,
          t('fortunePopups.invalidMaxShows'),
        )}
        {numberField(
          'everyHours',
          t('fortunePopups.everyHours'),
          wholeIn(draft.everyHours, 0, 720) !== undefined,
          t('fortunePopups.invalidEveryHours'),
        )}
        {numberField(
          'priority',
          t('fortunePopups.priority'),
          wholeIn(draft.priority, -100, 100) !== undefined,
          t('fortunePopups.invalidPriority'),
        )}
        <Input
          label={t('fortuneCampaigns.starts')}
          type="datetime-local"
          value={draft.starts}
          onChange={(e) => change({ starts: e.target.value })}
          error={starts === undefined ? t('fortuneCampaigns.invalidTime') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.ends')}
          type="datetime-local"
          value={draft.ends}
          onChange={(e) => change({ ends: e.target.value })}
          error={
            ends === undefined
              ? t('fortuneCampaigns.invalidTime')
              : starts !== undefined && ends <= starts
                ? t('fortuneCampaigns.invalidWindow')
                : undefined
          }
        />
        <Button type="submit" disabled={!request} loading={create.pending} data-testid="ops-popup-create">
          {t('fortunePopups.create')}
        </Button>
      </form>
      {create.error ? <ErrorNote error={create.error} /> : null}
      {made ? (
        <p className={styles.success} role="status">
          {t('fortunePopups.created')}
        </p>
      ) : null}
    </section>
  );
}

/** A language's title and text side by side. */
function TextPair({
  text,
  titleLabel,
  bodyLabel,
  onChange,
}: {
  text: Text;
  titleLabel: string;
  bodyLabel: string;
  onChange: (text: Text) => void;
}) {
  const bodyId = useId();
  return (
    <div className={styles.row}>
      <Input
        label={titleLabel}
        lang={text.locale}
        value={text.title}
        maxLength={TITLE_MAX}
        onChange={(e) => onChange({ ...text, title: e.target.value })}
      />
      <label className={styles.selectField} htmlFor={bodyId}>
        {bodyLabel}
        <textarea
          id={bodyId}
          className={styles.textarea}
          lang={text.locale}
          value={text.body}
          maxLength={BODY_MAX}
          rows={3}
          onChange={(e) => onChange({ ...text, body: e.target.value })}
        />
      </label>
    </div>
  );
}

/** Texts in languages other than English: pick a language, write its title and text; each language once. */
function OtherTexts({ others, onChange }: { others: Text[]; onChange: (others: Text[]) => void }) {
  const { t } = useT();
  const free = LOCALES.filter((l) => l !== 'en-US' && !others.some((o) => o.locale === l));
  const [pick, setPick] = useState<Locale | ''>('');
  const chosen = pick && free.includes(pick) ? pick : (free[0] ?? '');
  return (
    <>
      {others.map((other, i) => (
        <div key={other.locale} className={styles.row}>
          <TextPair
            text={other}
            titleLabel={t('fortunePopups.titleIn', { locale: other.locale })}
            bodyLabel={t('fortunePopups.bodyIn', { locale: other.locale })}
            onChange={(next) => onChange(others.map((o, j) => (j === i ? next : o)))}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(others.filter((_, j) => j !== i))}
            aria-label={t('fortunePopups.removeLanguage', { locale: other.locale })}
          >
            ×
          </Button>
        </div>
      ))}
      {chosen ? (
        <div className={styles.row}>
          <label className={styles.selectField}>
            {t('fortunePopups.locale')}
            <select className={styles.select} value={chosen} onChange={(e) => setPick(e.target.value as Locale)}>
              {free.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange([...others, { locale: chosen, title: '', body: '' }])}
          >
            {t('fortunePopups.addLanguage')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function PopupTable({ popups, onEnded }: { popups: Popup[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsFortunePopupsEnd);
  return (
    <>
      {end.error ? <ErrorNote error={end.error} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fortunePopups.popup')}</th>
              <th scope="col">{t('fortunePopups.audience')}</th>
              <th scope="col">{t('fortunePopups.frequency')}</th>
              <th scope="col">{t('fortunePopups.priority')}</th>
              <th scope="col">{t('fortuneCampaigns.window')}</th>
              <th scope="col">{t('fortunePopups.shows')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('fortuneCampaigns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {popups.map((popup) => {
              const title = popup.texts.find((x) => x.locale === 'en-US')?.title ?? '';
              return (
                <tr key={popup.id} data-testid={`ops-popup-${popup.id}`}>
                  <th scope="row">
                    {title}
                    <div className={styles.note}>{popup.texts.map((x) => x.locale).join(' · ')}</div>
                    {popup.deep_link ? <div className={styles.note}>→ {popup.deep_link}</div> : null}
                  </th>
                  <td>
                    {marketsText(popup.markets, t)}
                    <div className={styles.note}>
                      {t('fortunePopups.vipRange', { min: popup.min_vip, max: popup.max_vip })}
                      {popup.new_within_days > 0
                        ? ` · ${t('fortunePopups.newPlayers', { days: popup.new_within_days })}`
                        : ''}
                    </div>
                  </td>
                  <td>{t('fortunePopups.frequencyText', { shows: popup.max_shows, hours: popup.every_hours })}</td>
                  <td className={styles.num}>{popup.priority}</td>
                  <td>
                    {formatTime(popup.starts_at, locale)} – {formatTime(popup.ends_at, locale)}
                  </td>
                  <td className={styles.num}>{popup.shows}</td>
                  <td>
                    <StatusTag status={TONE[popup.status]} label={t(`fortunePopups.status.${popup.status}`)} />
                  </td>
                  <td>
                    {popup.status === 'live' || popup.status === 'upcoming' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('fortuneCampaigns.endOf', { name: title })}
                        onClick={async () => {
                          if (await end.run({ popup_id: popup.id })) onEnded();
                        }}
                      >
                        {t('fortuneCampaigns.end')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
