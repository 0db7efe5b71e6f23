import { aichat } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useQuery } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const helpKeys = {
  all: ['help'] as const,
  questions: (lang: string, userId: number | undefined) => [...helpKeys.all, 'qlist', lang, userId ?? 0] as const,
  agents: (lang: string) => [...helpKeys.all, 'agents', lang] as const,
  agent: (id: number, lang: string) => [...helpKeys.all, 'agent', id, lang] as const,
};

export function useQuestionListQuery(lang: string) {
  const userId = useSession((s) => (s.userId > 0 ? s.userId : undefined));
  return useQuery({
    queryKey: helpKeys.questions(lang, userId),
    queryFn: () => api(aichat.getQlist, { lang, ...(userId ? { user_id: userId } : {}) }, { silent: true }),
  });
}

export function useAgentsQuery(lang: string) {
  return useQuery({
    queryKey: helpKeys.agents(lang),
    queryFn: () => api(aichat.getProducts, { lang }, { silent: true }),
  });
}

export function useAgentQuery(id: number | undefined, lang: string) {
  return useQuery({
    queryKey: helpKeys.agent(id ?? 0, lang),
    queryFn: () => api(aichat.getInfo, { aiagent_id: id ?? 0, lang }, { silent: true }),
    enabled: id !== undefined,
  });
}
