import { feedback } from '@arcadia/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { getHost, WEB_VERSION } from '../../hosts/host.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './feedback.module.css';
import { type FeedbackInput, useSubmitFeedback } from './queries.ts';
import { Screenshots, type Shot } from './screenshots.tsx';

const { FEEDBACK_CATEGORIES } = feedback;
type Category = (typeof FEEDBACK_CATEGORIES)[number];
const MAX_TEXT = 1000;
const MIN_TEXT = 5;

function appEnvironment(locale: string): FeedbackInput['env'] {
  const host = getHost();
  return {
    platform: host.platform,
    locale,
    web_version: WEB_VERSION,
    app_version: host.appVersion.slice(0, 32),
    user_agent: navigator.userAgent.slice(0, 512),
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

interface FeedbackFormProps {
  /** The page the player came from, sent with the report. */
  fromPage?: string | undefined;
  /** The category chosen at first (the login problem page reports an account problem). */
  defaultCategory?: Category;
}

/** /user/feedback: category, text, up to 3 screenshots and an optional contact, sent with the app environment. */
export function FeedbackForm({ fromPage, defaultCategory = 'bug' }: FeedbackFormProps) {
  const { t, locale } = useTranslation('feedback');
  const textId = useId();
  const [category, setCategory] = useState<Category>(defaultCategory);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Shot[]>([]);
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submitKey = useRef(crypto.randomUUID());
  const submit = useSubmitFeedback();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim().length < MIN_TEXT) {
      setError(t('content.tooShort'));
      return;
    }
    setError(undefined);
    const input: FeedbackInput = {
      category,
      content: content.trim(),
      images: images.map((shot) => shot.url),
      env: appEnvironment(locale),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
      ...(fromPage ? { page: fromPage.slice(0, 512) } : {}),
    };
    submit.mutate(
      { input, key: submitKey.current },
      {
        onSuccess: () => {
          showToast(t('sent'), { type: 'success' });
          submitKey.current = crypto.randomUUID();
          setContent('');
          setImages([]);
          setContact('');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="feedback-form">
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('category.label')}</legend>
        <div className={styles.chips} role="radiogroup">
          {FEEDBACK_CATEGORIES.map((value) => (
            <label key={value} className={styles.chip} data-checked={category === value || undefined}>
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
                className="visually-hidden"
              />
              {t(`category.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.fieldset}>
        <label htmlFor={textId} className={styles.label}>
          {t('content.label')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={content}
          maxLength={MAX_TEXT}
          rows={5}
          placeholder={t('content.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${textId}-count${error ? ` ${textId}-error` : ''}`}
          onChange={(e) => setContent(e.target.value)}
          data-testid="feedback-text"
        />
        <div className={styles.meta}>
          {error ? (
            <span id={`${textId}-error`} className={styles.error} role="alert">
              {error}
            </span>
          ) : (
            <span />
          )}
          <span id={`${textId}-count`}>{t('content.count', { count: content.length, max: MAX_TEXT })}</span>
        </div>
      </div>
      <Screenshots images={images} onChange={setImages} />
      <Input
        label={t('contact.label')}
        hint={t('contact.hint')}
        value={contact}
        maxLength={128}
        autoComplete="email"
        onChange={(e) => setContact(e.target.value)}
      />
      <Button type="submit" block size="lg" loading={submit.isPending} data-testid="feedback-submit">
        {t('submit')}
      </Button>
    </form>
  );
}
