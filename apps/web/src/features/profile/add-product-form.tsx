import { ErrorCode } from '@arcadia/contract';
import { isWebLink } from '@arcadia/contract/calls/product/common';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './add-product-page.module.css';
import { IconField, type Picture, ScreenshotsField } from './add-product-pictures.tsx';
import { type ProductConfig, useSubmitProductMutation } from './add-product-queries.ts';

type Field = 'title' | 'description' | 'category' | 'link' | 'icon' | 'screenshots';
type Errors = Partial<Record<Field, string>>;

interface Draft {
  title: string;
  description: string;
  category: string;
  link: string;
  icon: Picture | undefined;
  shots: Picture[];
}

/** What the device can check before sending (the server checks everything again). */
export function draftErrors(draft: Draft): Errors {
  const errors: Errors = {};
  if (draft.title.trim().length < 2) errors.title = 'title';
  if (draft.description.trim().length < 10) errors.description = 'description';
  if (!draft.category) errors.category = 'category';
  if (!isWebLink(draft.link.trim())) errors.link = 'link';
  if (!draft.icon) errors.icon = 'icon';
  return errors;
}

/** The add-product form: name, description, category, link, icon and screenshots; sends it for review. */
export function AddProductForm({ config, onSent }: { config: ProductConfig; onSent: () => void }) {
  const { t } = useTranslation('profile');
  const submit = useSubmitProductMutation();
  const [draft, setDraft] = useState<Draft>({
    title: '',
    description: '',
    category: '',
    link: '',
    icon: undefined,
    shots: [],
  });
  const [errors, setErrors] = useState<Errors>({});
  const descriptionId = useId();
  const categoryId = useId();
  const full = config.pending >= config.max_pending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field the player changes drops its error until the next check.
    const field: Field = key === 'shots' ? 'screenshots' : key;
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const message = (field: Field) => (errors[field] ? t(`product.errors.${field}`) : undefined);

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.icon) return;
    try {
      await submit.mutateAsync({
        title: draft.title.trim(),
        description: draft.description.trim(),
        category: draft.category,
        link: draft.link.trim(),
        icon: draft.icon.key,
        screenshots: draft.shots.map((s) => s.key),
      });
      showToast(t('product.form.sent'), { type: 'success' });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.keys(error.fieldErrors).map((f) => [f, f])) as Errors);
      } else if (error instanceof ApiError && error.code === ErrorCode.RATE_LIMITED) {
        showToast(t('product.errors.perDay'), { type: 'error' });
      } else if (error instanceof ApiError && error.business) {
        showToast(t('product.errors.full', { max: config.max_pending }), { type: 'error' });
      } else {
        showToast(t('product.errors.network'), { type: 'error' });
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={send} noValidate data-testid="add-product-form">
      <h2 className={styles.sectionTitle}>{t('product.form.title')}</h2>
      <p className={styles.hint}>
        {t('product.form.limits', {
          pending: config.pending,
          max: config.max_pending,
          today: config.submitted_today,
          perDay: config.per_day,
        })}
      </p>
      <Input
        label={t('product.form.name')}
        hint={t('product.form.nameHint')}
        value={draft.title}
        maxLength={60}
        onChange={(e) => set('title', e.target.value)}
        error={message('title')}
        data-testid="add-product-title"
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t('product.form.description')}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={5}
          maxLength={2000}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-hint`}
          data-testid="add-product-description"
        />
        <p id={`${descriptionId}-hint`} className={errors.description ? styles.error : styles.hint}>
          {message('description') ?? t('product.form.descriptionHint')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={categoryId} className={styles.label}>
          {t('product.form.category')}
        </label>
        <select
          id={categoryId}
          className={styles.select}
          value={draft.category}
          onChange={(e) => set('category', e.target.value)}
          aria-invalid={errors.category ? true : undefined}
          data-testid="add-product-category"
        >
          <option value="">{t('product.form.chooseCategory')}</option>
          {config.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.category ? <p className={styles.error}>{message('category')}</p> : null}
      </div>
      <Input
        label={t('product.form.link')}
        hint={t('product.form.linkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={draft.link}
        maxLength={500}
        onChange={(e) => set('link', e.target.value)}
        error={message('link')}
        data-testid="add-product-link"
      />
      <IconField icon={draft.icon} onChange={(icon) => set('icon', icon)} error={message('icon')} />
      <ScreenshotsField
        shots={draft.shots}
        max={config.max_screenshots}
        onChange={(shots) => set('shots', shots)}
        error={message('screenshots')}
      />
      {full ? (
        <p className={styles.notice} role="status">
          {t('product.errors.full', { max: config.max_pending })}
        </p>
      ) : null}
      <Button type="submit" block loading={submit.isPending} disabled={full} data-testid="add-product-submit">
        {t('product.form.submit')}
      </Button>
    </form>
  );
}
