import type { Locale } from '@arcadia/contract/locales';
import { opsPopups, opsPopupsCreate, opsPopupsEnd } from '@arcadia/contract/ops/index';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { HOUR_MS, localIn, MarketsInput, marketsOf, marketsText, secondsOf, wholeIn } from '../fortune-fields.tsx';
import {
  CreateForm,
  EndButton,
  EndTable,
  ListStates,
  OtherLanguages,
  useDraft,
  WindowFields,
} from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Page, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Popup = z.output<typeof opsPopups.response>['list'][number];
type Text = { locale: Locale; title: string; body: string; button: string };
type NumberKey = 'newWithin' | 'maxShows' | 'everyHours' | 'priority';

const TITLE_MAX = 80;
const BODY_MAX = 400;
const BUTTON_MAX = 30;
/** The server's rules: an app image under /popups/, /coins/ or /resource/; an in-app path (never a URL). */
const isImage = (text: string) => text === '' || /^\/(popups|coins|resource)\/[a-z0-9/_-]+\.(svg|png|webp)$/.test(text);
const isDeepLink = (text: string) => text === '' || (/^\/[a-zA-Z0-9/_?=&-]*$/.test(text) && !text.startsWith('//'));
const TONE = { live: 'done', upcoming: 'pending', ended: 'ended', inactive: 'ended' } as const;

/**
 * The main brand's popups (docs/rewards.md "Popups"): operators aim them at players (market, new players), cap how
 * often, give them a button into the app, and end them. Each is also a page at /buildDialog/<id>.
 */
export default function PopupsPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsPopups, { page });
  return (
    <Page title={t('popups.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('popups.hint')}</p>
      <PopupForm onCreated={list.reload} />
      <ListStates list={list} empty={t('fortunePopups.empty')} page={page} onPage={setPage}>
        {(popups) => <PopupTable popups={popups} onEnded={list.reload} />}
      </ListStates>
    </Page>
  );
}

interface Draft {
  en: Text;
  others: Text[];
  image: string;
  deepLink: string;
  markets: string;
  newWithin: string;
  maxShows: string;
  everyHours: string;
  priority: string;
  starts: string;
  ends: string;
}

const freshDraft = (): Draft => ({
  en: { locale: 'en-US', title: '', body: '', button: '' },
  others: [],
  image: '',
  deepLink: '',
  markets: '',
  newWithin: '0',
  maxShows: '1',
  everyHours: '24',
  priority: '0',
  starts: localIn(0),
  ends: localIn(7 * 24 * HOUR_MS),
});

const filled = (text: Text) => text.title.trim().length > 0 && text.body.trim().length > 0;

/** A button text goes with a link: with a link, English needs one; without, none may have one. */
function buttonsFit(draft: Draft): boolean {
  const texts = [draft.en, ...draft.others];
  if (draft.deepLink.trim()) return draft.en.button.trim().length > 0;
  return texts.every((x) => x.button.trim() === '');
}

/** The draft as the create call's body, or undefined while a field is not acceptable. */
function requestOf(draft: Draft) {
  const markets = marketsOf(draft.markets);
  const starts = secondsOf(draft.starts);
  const ends = secondsOf(draft.ends);
  const texts = [draft.en, ...draft.others];
  const image = draft.image.trim();
  const deepLink = draft.deepLink.trim();
  const new_within_days = wholeIn(draft.newWithin, 0, 365);
  const max_shows = wholeIn(draft.maxShows, 1, 100);
  const every_hours = wholeIn(draft.everyHours, 0, 720);
  const priority = wholeIn(draft.priority, -100, 100);
  if (!texts.every(filled) || !isImage(image) || !isDeepLink(deepLink) || markets === undefined) return undefined;
  if (!buttonsFit(draft) || starts === undefined || ends === undefined || ends <= starts) return undefined;
  if (new_within_days === undefined || max_shows === undefined || every_hours === undefined || priority === undefined)
    return undefined;
  return {
    texts: texts.map((x) => ({
      locale: x.locale,
      title: x.title.trim(),
      body: x.body.trim(),
      button: x.button.trim(),
    })),
    image,
    deep_link: deepLink,
    markets,
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
  const [made, setMade] = useState(false);
  const create = useOpsAction(opsPopupsCreate);
  const { draft, setDraft, change, field } = useDraft(freshDraft, () => {
    create.reset();
    setMade(false);
  });
  const request = requestOf(draft);
  const numberField = (key: NumberKey, label: string, ok: boolean, error: string) =>
    field(key, label, ok ? undefined : error, { inputMode: 'numeric' });
  const linkError = !isDeepLink(draft.deepLink.trim())
    ? t('fortunePopups.invalidDeepLink')
    : buttonsFit(draft)
      ? undefined
      : t('popups.buttonNeedsLink');
  return (
    <CreateForm
      name="popup"
      title={t('fortunePopups.newPopup')}
      heading="h2"
      ready={request !== undefined}
      pending={create.pending}
      error={create.error}
      submitLabel={t('fortunePopups.create')}
      onSubmit={async () => {
        if (!request || !(await create.run(request))) return;
        setDraft(freshDraft());
        setMade(true);
        onCreated();
      }}
      after={
        made ? (
          <p className={styles.success} role="status">
            {t('fortunePopups.created')}
          </p>
        ) : null
      }
    >
      <TextFields
        text={draft.en}
        labels={{
          title: t('fortunePopups.titleEn'),
          body: t('fortunePopups.bodyEn'),
          button: t('popups.buttonEn'),
        }}
        onChange={(en) => change({ en })}
      />
      <OtherLanguages
        others={draft.others}
        onChange={(others) => change({ others })}
        blank={(locale) => ({ locale, title: '', body: '', button: '' })}
        pickLabel={t('fortunePopups.locale')}
        addLabel={t('fortunePopups.addLanguage')}
        removeLabel={(locale) => t('fortunePopups.removeLanguage', { locale })}
        render={(other, update) => (
          <TextFields
            text={other}
            labels={{
              title: t('fortunePopups.titleIn', { locale: other.locale }),
              body: t('fortunePopups.bodyIn', { locale: other.locale }),
              button: t('popups.buttonIn', { locale: other.locale }),
            }}
            onChange={update}
          />
        )}
      />
      {field('image', t('fortunePopups.image'), isImage(draft.image.trim()) ? undefined : t('popups.invalidImage'), {
        hint: t('popups.imageHint'),
      })}
      {field('deepLink', t('fortunePopups.deepLink'), linkError, { hint: t('popups.deepLinkHint') })}
      <MarketsInput value={draft.markets} onChange={(markets) => change({ markets })} />
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
      <WindowFields starts={draft.starts} ends={draft.ends} onChange={change} />
    </CreateForm>
  );
}

/** A language's title, text and button text side by side. */
function TextFields({
  text,
  labels,
  onChange,
}: {
  text: Text;
  labels: { title: string; body: string; button: string };
  onChange: (text: Text) => void;
}) {
  const bodyId = useId();
  return (
    <div className={styles.row}>
      <Input
        label={labels.title}
        lang={text.locale}
        value={text.title}
        maxLength={TITLE_MAX}
        onChange={(e) => onChange({ ...text, title: e.target.value })}
      />
      <label className={styles.selectField} htmlFor={bodyId}>
        {labels.body}
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
      <Input
        label={labels.button}
        lang={text.locale}
        value={text.button}
        maxLength={BUTTON_MAX}
        onChange={(e) => onChange({ ...text, button: e.target.value })}
      />
    </div>
  );
}

function PopupTable({ popups, onEnded }: { popups: Popup[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsPopupsEnd);
  const columns = [
    t('fortunePopups.popup'),
    t('fortunePopups.audience'),
    t('fortunePopups.frequency'),
    t('fortunePopups.priority'),
    t('fortuneCampaigns.window'),
    t('fortunePopups.shows'),
    t('common.status'),
  ];
  return (
    <EndTable columns={columns} endError={end.error}>
      {popups.map((popup) => {
        const english = popup.texts.find((x) => x.locale === 'en-US');
        const title = english?.title ?? '';
        return (
          <tr key={popup.id} data-testid={`ops-main-popup-${popup.id}`}>
            <th scope="row">
              {title}
              <div className={styles.note}>{popup.texts.map((x) => x.locale).join(' · ')}</div>
              {popup.deep_link ? (
                <div className={styles.note}>
                  [{english?.button ?? ''}] → {popup.deep_link}
                </div>
              ) : null}
              <div className={styles.note}>/buildDialog/{popup.id}</div>
            </th>
            <td>
              {marketsText(popup.markets, t)}
              {popup.new_within_days > 0 ? (
                <div className={styles.note}>{t('fortunePopups.newPlayers', { days: popup.new_within_days })}</div>
              ) : null}
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
                <EndButton name={title} onEnd={() => end.run({ popup_id: popup.id })} onEnded={onEnded} />
              ) : null}
            </td>
          </tr>
        );
      })}
    </EndTable>
  );
}
