import {
  opsDisable,
  opsInvite,
  opsMe,
  opsOperatorsList,
  opsSetRole,
  ROLES,
  type Role,
} from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

/** Operators and open invitations: invite, change a role, disable. Never one's own role or account. */
export default function OperatorsPage() {
  const { t, locale } = useT();
  const list = useOpsQuery(opsOperatorsList, {});
  const me = useOpsQuery(opsMe, {});
  const setRole = useOpsAction(opsSetRole);
  const disable = useOpsAction(opsDisable);
  const error = setRole.error ?? disable.error;
  return (
    <Page title={t('operators.title')}>
      <InviteForm onInvited={list.reload} />
      {error ? <ErrorNote error={error} /> : null}
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('login.email')}</th>
                <th scope="col">{t('operators.role')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('operators.since')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('operators.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((operator) => {
                const self = operator.id === me.data?.id;
                return (
                  <tr key={operator.id} data-testid={`ops-operator-${operator.email}`}>
                    <td>{operator.email}</td>
                    <td>
                      <select
                        className={styles.select}
                        aria-label={t('operators.roleOf', { email: operator.email })}
                        value={operator.role}
                        disabled={self}
                        onChange={async (event) => {
                          const role = event.target.value as Role;
                          if (await setRole.run({ operator_id: operator.id, role })) list.reload();
                        }}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`role.${role}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <StatusTag
                        status={operator.disabled ? 'failed' : operator.totp_enabled ? 'done' : 'pending'}
                        label={
                          operator.disabled
                            ? t('operators.disabled')
                            : operator.totp_enabled
                              ? t('operators.active')
                              : t('operators.notEnrolled')
                        }
                      />
                    </td>
                    <td>{formatTime(operator.created_at, locale)}</td>
                    <td>
                      {self ? null : (
                        <Button
                          size="sm"
                          variant={operator.disabled ? 'secondary' : 'danger'}
                          onClick={async () => {
                            if (await disable.run({ operator_id: operator.id, disabled: !operator.disabled }))
                              list.reload();
                          }}
                        >
                          {operator.disabled ? t('operators.enable') : t('operators.disable')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
              {list.data.invitations.map((invitation) => (
                <tr key={`i${invitation.id}`}>
                  <td>{invitation.email}</td>
                  <td>{t(`role.${invitation.role as Role}`)}</td>
                  <td>
                    <StatusTag status="pending" label={t('operators.invited')} />
                  </td>
                  <td>{t('operators.expires', { at: formatTime(invitation.expires_at, locale) })}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t, locale } = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [link, setLink] = useState<{ url: string; expires: number } | null>(null);
  const invite = useOpsAction(opsInvite);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await invite.run({ email, role });
    if (!answer) return;
    setLink({ url: `${location.origin}/ops/invite#${answer.invite_token}`, expires: answer.expires_at });
    setEmail('');
    onInvited();
  };
  return (
    <section className={styles.card} aria-labelledby="invite-form-title">
      <h2 id="invite-form-title" className={styles.cardTitle}>
        {t('operators.invite')}
      </h2>
      <form className={styles.row} onSubmit={submit}>
        <Input
          label={t('login.email')}
          data-testid="ops-invite-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <label className={styles.selectField}>
          {t('operators.role')}
          <select
            className={styles.select}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            data-testid="ops-invite-role"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={invite.pending}>
          {t('operators.send')}
        </Button>
      </form>
      {invite.error ? <ErrorNote error={invite.error} /> : null}
      {link ? (
        <div className={styles.success} role="status">
          <p>{t('operators.linkOnce', { at: formatTime(link.expires, locale) })}</p>
          <p className={styles.secret} data-testid="ops-invite-link">
            {link.url}
          </p>
        </div>
      ) : null}
    </section>
  );
}
