import { ErrorCode } from '@arcadia/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { storedShareUid, useBindCode, useLoggedIn } from './queries.ts';
import styles from './share.module.css';
import { LoginFirst } from './states.tsx';

/** The server's refusal (a field error on `code`, or a rate limit) as one of the page's translated reasons. */
function bindErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === ErrorCode.RATE_LIMITED) return 'limited';
  const message = error.fieldErrors.code?.[0] ?? '';
  const known: [RegExp, string][] = [
    [/already/, 'already'],
    [/No player/, 'unknown'],
    [/own invite code/, 'own'],
    [/joined through/, 'cycle'],
    [/own device or phone/, 'self'],
    [/within/, 'late'],
    [/8-character/, 'format'],
  ];
  return known.find(([re]) => re.test(message))?.[1] ?? 'other';
}

/** /user/bindCode: bind the inviter's code within the bind window after registering, once. */
export default function BindCodePage() {
  // The route's own namespace (user) is preloaded with the page; the texts live in the share namespace.
  useTranslation('user');
  const { t } = useTranslation('share');
  const loggedIn = useLoggedIn();
  const search = useSearch();
  const [code, setCode] = useState(() => search.get('code') ?? storedShareUid(search));
  const bind = useBindCode();
  const fieldError = bind.error ? t(`bindErr.${bindErrorKey(bind.error)}` as DynamicKey) : undefined;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    bind.mutate(code.trim());
  };
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="bind-code-page">
      <h1 id="page-title" className={styles.title}>
        {t('bindTitle')}
      </h1>
      {!loggedIn ? (
        <LoginFirst backUrl="/user/bindCode" />
      ) : bind.isSuccess && bind.data ? (
        <div className={styles.panel} role="status" data-testid="bind-code-done">
          <strong>{t('bindDone', { name: bind.data.inviter.name })}</strong>
          <Link to="/share" className={styles.textLink}>
            {t('landOpenCentre')}
          </Link>
        </div>
      ) : (
        <form className={styles.panel} onSubmit={submit} noValidate>
          <p className={styles.muted}>{t('bindBody')}</p>
          <Input
            label={t('bindLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={16}
            error={fieldError}
            data-testid="bind-code-input"
          />
          <Button type="submit" variant="accent" loading={bind.isPending} disabled={!code.trim()} block>
            {t('bindSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
