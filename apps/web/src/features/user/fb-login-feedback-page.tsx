import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { FeedbackForm } from '../feedback/index.ts';
import styles from './fb-login-feedback.module.css';

/** Why a Facebook login fails, as the native app reports it in `?reason=` (docs/hosts.md). */
export const FB_LOGIN_REASONS = ['cancelled', 'denied', 'email', 'blocked', 'network', 'unknown'] as const;
type Reason = (typeof FB_LOGIN_REASONS)[number];

function reasonOf(raw: string | null): Reason {
  return FB_LOGIN_REASONS.find((r) => r === raw) ?? 'unknown';
}

/**
 * /user/fb-login-feedback: where a failed Facebook login lands. Says what went wrong and what to try, offers the
 * other ways in, and takes a report (the feedback service, as an account problem, with the reason attached).
 */
export default function FbLoginFeedbackPage() {
  const { t } = useTranslation('user');
  const search = useSearch();
  const reason = reasonOf(search.get('reason'));
  const code = (search.get('code') ?? '').replace(/[^\w.-]/g, '').slice(0, 32);
  const backUrl = search.get('backUrl');
  const loginHome = backUrl ? `/user/login-home?backUrl=${encodeURIComponent(backUrl)}` : '/user/login-home';
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="fb-login-feedback">
      <div className={styles.hero}>
        <LoginProblemArt />
        <h1 id="page-title" className={styles.title}>
          {t('fbLoginFeedback.title')}
        </h1>
        <p className={styles.lead} data-testid="fb-reason">
          {t(`fbLoginFeedback.reasons.${reason}`)}
        </p>
        {code ? <p className={styles.code}>{t('fbLoginFeedback.code', { code })}</p> : null}
      </div>
      <div className={styles.panel}>
        <h2 className={styles.subtitle}>{t('fbLoginFeedback.tryTitle')}</h2>
        <ul className={styles.tips}>
          {[1, 2, 3].map((n) => (
            <li key={n}>{t(`fbLoginFeedback.tips.${reason}${n}` as DynamicKey)}</li>
          ))}
        </ul>
        <Link to={loginHome} className={buttonClassName({ block: true })} data-testid="fb-other-login">
          {t('fbLoginFeedback.otherWay')}
        </Link>
        <Link
          to={`/user/login?mode=code${backUrl ? `&backUrl=${encodeURIComponent(backUrl)}` : ''}`}
          className={buttonClassName({ block: true, variant: 'secondary' })}
          data-testid="fb-phone-login"
        >
          {t('fbLoginFeedback.phone')}
        </Link>
      </div>
      <div className={styles.panel}>
        <h2 className={styles.subtitle}>{t('fbLoginFeedback.reportTitle')}</h2>
        <p className={styles.muted}>{t('fbLoginFeedback.reportLead')}</p>
        <FeedbackForm
          defaultCategory="account"
          fromPage={`/user/fb-login-feedback?reason=${reason}${code ? `&code=${code}` : ''}`}
        />
      </div>
    </section>
  );
}

function LoginProblemArt() {
  return (
    <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.08" />
      <rect x="26" y="42" width="44" height="34" rx="8" fill="currentColor" opacity="0.22" />
      <path d="M36 42v-8a12 12 0 0 1 24 0v8" fill="none" stroke="currentColor" strokeWidth="5" opacity="0.5" />
      <circle cx="48" cy="57" r="5" fill="#ffc94d" />
      <path d="M48 62v6" stroke="#ffc94d" strokeWidth="4" strokeLinecap="round" />
      <path d="M70 18l8 8M78 18l-8 8" stroke="#ff6b6b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
