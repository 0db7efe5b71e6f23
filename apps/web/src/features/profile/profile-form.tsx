import {
  isWebLink,
  PROFILE_INTRO_MAX,
  PROFILE_LINK_LABEL_MAX,
  PROFILE_LINK_URL_MAX,
  PROFILE_LINKS_MAX,
  PROFILE_NAME_MAX,
} from '@arcadia/contract/calls/profile/common';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import styles from './profile.module.css';

export interface ProfileLinkValue {
  label: string;
  url: string;
}

export interface ProfileFormValues {
  name: string;
  intro: string;
  links: ProfileLinkValue[];
}

export type FormProblems = Record<string, string>;

/** The contract's rules, checked before sending, with messages in the player's language. */
export function checkProfileForm(
  values: ProfileFormValues,
  t: Translate,
  { withName = true }: { withName?: boolean } = {},
): FormProblems {
  const problems: FormProblems = {};
  const name = values.name.trim();
  if (withName && name.length === 0) problems.name = t('form.problem.nameEmpty');
  if (withName && name.length > PROFILE_NAME_MAX) problems.name = t('form.problem.nameLong', { max: PROFILE_NAME_MAX });
  if (values.intro.trim().length > PROFILE_INTRO_MAX)
    problems.intro = t('form.problem.introLong', { max: PROFILE_INTRO_MAX });
  values.links.forEach((link, i) => {
    const url = link.url.trim();
    if (!isWebLink(url) || url.length > PROFILE_LINK_URL_MAX) problems[`links.${i}.url`] = t('form.problem.linkUrl');
    if (link.label.trim().length > PROFILE_LINK_LABEL_MAX)
      problems[`links.${i}.label`] = t('form.problem.linkLabel', { max: PROFILE_LINK_LABEL_MAX });
  });
  return problems;
}

/** What the server refused, under the fields it names (its own messages are English: ours are shown instead). */
export function problemsFromError(error: unknown, t: Translate): { fields: FormProblems; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('form.problem.network') };
  const fields: FormProblems = {};
  for (const key of Object.keys(error.fieldErrors)) {
    if (key === 'name') fields.name = t('form.problem.name');
    else if (key === 'intro') fields.intro = t('form.problem.intro');
    else if (key.startsWith('links'))
      fields[/^links\.\d+\.(url|label)$/.test(key) ? key : 'links'] = t('form.problem.link');
  }
  if (Object.keys(fields).length > 0) return { fields };
  const reason = (error.data as { reason?: string } | null)?.reason;
  if (reason === 'too_many_profiles') return { fields, form: t('create.full') };
  if (reason === 'profile_not_found') return { fields, form: t('notFound.title') };
  return { fields, form: error.business ? error.message : t('form.problem.network') };
}

/** The values as the server takes them: trimmed, and link rows left empty dropped. */
export function cleanValues(values: ProfileFormValues): ProfileFormValues {
  return {
    name: values.name.trim(),
    intro: values.intro.trim(),
    links: values.links
      .map((l) => ({ label: l.label.trim(), url: l.url.trim() }))
      .filter((l) => l.url.length > 0 || l.label.length > 0),
  };
}

interface ProfileFormProps {
  initial: ProfileFormValues;
  withName?: boolean;
  withLinks?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; a refusal is thrown back and shown. */
  onSubmit: (values: ProfileFormValues) => Promise<unknown>;
  /** Below the submit button, e.g. a skip link. */
  after?: ReactNode;
  testId?: string;
}

/** A profile's name, intro and links, checked here first and refused fields shown under themselves. */
export function ProfileForm({
  initial,
  withName = true,
  withLinks = true,
  submitLabel,
  pending,
  onSubmit,
  after,
  testId = 'profile-form',
}: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [formProblem, setFormProblem] = useState<string>();
  const introId = useId();

  const setLink = (index: number, patch: Partial<ProfileLinkValue>) =>
    setValues((v) => ({ ...v, links: v.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanValues(values);
    const found = checkProfileForm(clean, t, { withName });
    setProblems(found);
    setFormProblem(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(clean);
    } catch (error) {
      const split = problemsFromError(error, t);
      setProblems(split.fields);
      setFormProblem(split.form);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      {withName ? (
        <Input
          label={t('form.name')}
          value={values.name}
          maxLength={PROFILE_NAME_MAX + 10}
          autoComplete="nickname"
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          error={problems.name}
          data-testid="profile-name-input"
        />
      ) : null}
      <div className={styles.field}>
        <label htmlFor={introId} className={styles.label}>
          {t('form.intro')}
        </label>
        <textarea
          id={introId}
          className={styles.textarea}
          value={values.intro}
          rows={4}
          placeholder={t('form.introPlaceholder')}
          aria-invalid={problems.intro ? true : undefined}
          aria-describedby={`${introId}-count${problems.intro ? ` ${introId}-error` : ''}`}
          onChange={(e) => setValues((v) => ({ ...v, intro: e.target.value }))}
          data-testid="profile-intro-input"
        />
        <p id={`${introId}-count`} className={styles.hint}>
          {t('form.introCount', { count: values.intro.trim().length, max: PROFILE_INTRO_MAX })}
        </p>
        {problems.intro ? (
          <p id={`${introId}-error`} className={styles.error}>
            {problems.intro}
          </p>
        ) : null}
      </div>
      {withLinks ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('links.title')}</legend>
          <p className={styles.hint}>{t('links.hint', { max: PROFILE_LINKS_MAX })}</p>
          {values.links.map((link, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; edits keep their place
            <div key={i} className={styles.linkRow} data-testid="profile-link-row">
              <Input
                label={t('links.label', { n: i + 1 })}
                value={link.label}
                placeholder={t('links.labelPlaceholder')}
                onChange={(e) => setLink(i, { label: e.target.value })}
                error={problems[`links.${i}.label`]}
              />
              <Input
                label={t('links.url', { n: i + 1 })}
                value={link.url}
                type="url"
                inputMode="url"
                placeholder="https://"
                onChange={(e) => setLink(i, { url: e.target.value })}
                error={problems[`links.${i}.url`]}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setValues((v) => ({ ...v, links: v.links.filter((_, j) => j !== i) }))}
              >
                {t('links.remove', { n: i + 1 })}
              </Button>
            </div>
          ))}
          {problems.links ? <p className={styles.error}>{problems.links}</p> : null}
          {values.links.length < PROFILE_LINKS_MAX ? (
            <Button
              variant="secondary"
              onClick={() => setValues((v) => ({ ...v, links: [...v.links, { label: '', url: '' }] }))}
              data-testid="profile-link-add"
            >
              {t('links.add')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      {formProblem ? (
        <p className={styles.error} role="alert" data-testid="profile-form-problem">
          {formProblem}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={pending} data-testid="profile-save">
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
