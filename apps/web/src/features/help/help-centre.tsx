import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './help.module.css';
import { useAgentQuery, useAgentsQuery, useQuestionListQuery } from './queries.ts';

/** The help centre on the feedback page: the cs question list and the AI agents (spec section 7, AI chat). */
export function HelpCentre() {
  const { t, locale } = useTranslation('feedback');
  const questions = useQuestionListQuery(locale);
  return (
    <section className={styles.centre} aria-labelledby="help-title" data-testid="help-centre">
      <h2 id="help-title" className={styles.title}>
        {t('help.title')}
      </h2>
      <h3 className={styles.subtitle}>{t('help.questions')}</h3>
      {questions.isPending ? <Skeleton height="1.2rem" /> : null}
      {questions.isError ? <p className={styles.muted}>{t('help.loadFailed')}</p> : null}
      <div className={styles.questions} data-testid="help-questions">
        {questions.data?.list.map((q) => (
          <details key={q.id} className={styles.question}>
            <summary>{q.question}</summary>
            <p>{q.answer}</p>
          </details>
        ))}
      </div>
      <Agents />
    </section>
  );
}

function Agents() {
  const { t, locale } = useTranslation('feedback');
  const agents = useAgentsQuery(locale);
  const [selected, setSelected] = useState<number | undefined>();
  const info = useAgentQuery(selected, locale);
  if (!agents.data?.list.length) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{t('help.agents')}</h3>
      <ul className={styles.agents} data-testid="help-agents">
        {agents.data.list.map((agent) => (
          <li key={agent.aiagent_id}>
            <button
              type="button"
              className={styles.agent}
              aria-pressed={selected === agent.aiagent_id}
              onClick={() => setSelected(selected === agent.aiagent_id ? undefined : agent.aiagent_id)}
            >
              <Avatar name={agent.name} src={agent.avatar} size="md" />
              <span className={styles.agentText}>
                <strong>{agent.name}</strong>
                <span>{agent.intro}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected !== undefined && info.data ? (
        <div className={styles.agentInfo} data-testid="help-agent-info" aria-live="polite">
          <p className={styles.welcome}>{info.data.welcome}</p>
          <p className={styles.muted}>{t('help.suggested')}</p>
          <ul className={styles.suggested}>
            {info.data.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
