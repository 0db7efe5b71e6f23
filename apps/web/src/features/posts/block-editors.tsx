import { MARKS, type Mark, POST_LIMITS, TEXT_STYLES, type TextStyle } from '@arcadia/contract/calls/community/limits';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { Image } from '../../ui/image.tsx';
import { Input } from '../../ui/input.tsx';
import styles from './editor.module.css';
import { type DraftBlock, wrapSelection } from './editor-state.ts';
import { DownIcon, TrashIcon, UpIcon } from './icons.tsx';
import { WRAPS } from './markup.ts';
import { MediaPicker } from './media-picker.tsx';
import { imageUrl } from './media-url.ts';
import type { Uploaded } from './queries.ts';

/** Changes some fields of the block: applied to the block as it is then (two uploads may end in any order). */
type Change = (patch: Partial<DraftBlock>) => void;

/** A block's frame: what it is, and moving it up or down or deleting it. */
export function BlockFrame({
  label,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('posts');
  return (
    <section className={styles.block} aria-label={label} data-testid={`editor-block-${index}`}>
      <div className={styles.blockHead}>
        <span className={styles.blockLabel}>{label}</span>
        <IconButton label={t('editor.up')} onClick={() => onMove(-1)} disabled={index === 0} data-testid="block-up">
          <UpIcon />
        </IconButton>
        <IconButton
          label={t('editor.down')}
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          data-testid="block-down"
        >
          <DownIcon />
        </IconButton>
        <IconButton label={t('editor.remove')} onClick={onRemove} data-testid="block-remove">
          <TrashIcon />
        </IconButton>
      </div>
      {children}
    </section>
  );
}

const MARK_GLYPH: Record<Mark, ReactNode> = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  underline: <u>U</u>,
  strike: <s>S</s>,
  code: <code className={styles.codeGlyph}>{'{}'}</code>,
};

/** A text block: its kind, a toolbar that wraps the selection in markup, and the text. */
export function TextBlockEditor({
  block,
  onChange,
  showHint = false,
}: {
  block: Extract<DraftBlock, { type: 'text' }>;
  onChange: Change;
  /** The markup cheat sheet, under the first text block only. */
  showHint?: boolean;
}) {
  const { t } = useTranslation('posts');
  const area = useRef<HTMLTextAreaElement>(null);
  const styleId = useId();
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const wrap = (open: string, close = open) => {
    const el = area.current;
    const start = el?.selectionStart ?? block.markup.length;
    const end = el?.selectionEnd ?? block.markup.length;
    const next = wrapSelection(block.markup, start, end, open, close);
    onChange({ markup: next.text });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  };
  const addLink = () => {
    const safe = url.trim().replace(/[\\()]/g, (c) => `\\${c}`);
    wrap('[', `](${safe})`);
    setLinking(false);
    setUrl('https://');
  };
  return (
    <div className={styles.textEditor}>
      <div className={styles.row}>
        <label htmlFor={styleId} className={styles.smallLabel}>
          {t('editor.style')}
        </label>
        <select
          id={styleId}
          className={styles.select}
          value={block.style}
          onChange={(event) => onChange({ style: event.target.value as TextStyle })}
          data-testid="text-style"
        >
          {TEXT_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`editor.styles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
        {MARKS.map((mark) => (
          <IconButton
            key={mark}
            label={t(`editor.marks.${mark}`)}
            onClick={() => wrap(WRAPS[mark])}
            data-testid={`mark-${mark}`}
          >
            {MARK_GLYPH[mark]}
          </IconButton>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setLinking((v) => !v)}
          aria-expanded={linking}
          data-testid="mark-link"
        >
          {t('editor.link')}
        </Button>
      </div>
      {linking ? (
        <div className={styles.row}>
          <Input
            label={t('editor.linkUrl')}
            type="url"
            inputMode="url"
            value={url}
            maxLength={POST_LIMITS.url}
            onChange={(event) => setUrl(event.target.value)}
            data-testid="link-url"
          />
          <Button
            size="sm"
            onClick={addLink}
            disabled={!/^https?:\/\/\S+\.\S+/i.test(url.trim())}
            data-testid="link-add"
          >
            {t('editor.linkAdd')}
          </Button>
        </div>
      ) : null}
      <label className="visually-hidden" htmlFor={`${styleId}-text`}>
        {t('editor.text')}
      </label>
      <textarea
        ref={area}
        id={`${styleId}-text`}
        className={styles.textarea}
        value={block.markup}
        rows={block.style === 'h2' ? 1 : 4}
        placeholder={t(`editor.placeholders.${block.style}`)}
        onChange={(event) => onChange({ markup: event.target.value })}
        data-testid="text-input"
      />
      {showHint ? <p className={styles.hint}>{t('editor.markupHint')}</p> : null}
    </div>
  );
}

function Caption({ value, onChange }: { value: string; onChange: (caption: string) => void }) {
  const { t } = useTranslation('posts');
  return (
    <Input
      label={t('editor.caption')}
      value={value}
      maxLength={POST_LIMITS.caption}
      onChange={(event) => onChange(event.target.value)}
      data-testid="media-caption"
    />
  );
}

const sized = (uploaded: Uploaded) => ({ key: uploaded.key, width: uploaded.width, height: uploaded.height });

/** A picture or GIF block: the upload, its preview and a caption. */
export function PictureBlockEditor({
  block,
  onChange,
}: {
  block: Extract<DraftBlock, { type: 'image' | 'gif' }>;
  onChange: Change;
}) {
  const { t } = useTranslation('posts');
  const kind = block.type;
  return (
    <div className={styles.media}>
      {block.key ? (
        kind === 'gif' ? (
          <img className={styles.preview} src={imageUrl(block.key)} alt="" width={block.width} height={block.height} />
        ) : (
          <Image src={imageUrl(block.key)} alt="" ratio={block.width / Math.max(block.height, 1)} fit="contain" />
        )
      ) : null}
      <MediaPicker
        kind={kind}
        label={block.key ? t('editor.replace') : t(`editor.choose.${kind}`)}
        onUploaded={(uploaded) => onChange(sized(uploaded))}
        testId={`upload-${kind}`}
      />
      <Caption value={block.caption} onChange={(caption) => onChange({ caption })} />
    </div>
  );
}

/** A video block: the clip, its cover picture (required: videos are not re-encoded here) and a caption. */
export function VideoBlockEditor({
  block,
  onChange,
}: {
  block: Extract<DraftBlock, { type: 'video' }>;
  onChange: Change;
}) {
  const { t } = useTranslation('posts');
  return (
    <div className={styles.media}>
      {block.cover ? (
        <Image
          src={imageUrl(block.cover)}
          alt=""
          ratio={block.width / Math.max(block.height, 1) || 16 / 9}
          fit="contain"
        />
      ) : null}
      <p className={styles.hint} data-testid="video-state">
        {block.key ? t('editor.videoReady') : t('editor.videoMissing')}
        {' · '}
        {block.cover ? t('editor.coverReady') : t('editor.coverMissing')}
      </p>
      <div className={styles.row}>
        <MediaPicker
          kind="video"
          label={block.key ? t('editor.replaceVideo') : t('editor.choose.video')}
          onUploaded={(uploaded) => onChange({ key: uploaded.key })}
          testId="upload-video"
        />
        <MediaPicker
          kind="image"
          label={block.cover ? t('editor.replaceCover') : t('editor.chooseCover')}
          onUploaded={(uploaded) => onChange({ cover: uploaded.key, width: uploaded.width, height: uploaded.height })}
          testId="upload-video-cover"
        />
      </div>
      <p className={styles.hint}>{t('editor.videoLimit')}</p>
      <Caption value={block.caption} onChange={(caption) => onChange({ caption })} />
    </div>
  );
}
