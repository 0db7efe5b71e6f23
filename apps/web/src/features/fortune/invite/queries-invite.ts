import { fortune, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../../app/query/use-query.ts';

/**
 * The invite screen's calls (docs/fortune-invites.md). Keys sit under ['fortune', 'invite'], so logout and a refresh
 * of Fortune reach them too. Agent-only calls are asked only once the summary says the player is an agent.
 */
export type InviteSummary = ResponseOf<typeof fortune.fortuneInviteSummary>;
export type InviteLink = InviteSummary['link'];
export type AgentState = InviteSummary['agent'];
export type InviteConf = ResponseOf<typeof fortune.fortuneInviteMasterConf>;
export type Invitee = ResponseOf<typeof fortune.fortuneInviteUsers>['list'][number];
type InviteRewards = ResponseOf<typeof fortune.fortuneInviteRewards>;
export type InviteReward = InviteRewards['list'][number];
export type WeeklyRank = ResponseOf<typeof fortune.fortuneInviteWeeklyRank>;
export type DailyRow = ResponseOf<typeof fortune.fortuneInviteDailySummary>['list'][number];
export type PackageRow = ResponseOf<typeof fortune.fortuneInviteDailySummaryByPkg>['list'][number];
export type CampaignRow = ResponseOf<typeof fortune.fortuneInviteDailySummaryByCampaign>['list'][number];
type SubAgents = ResponseOf<typeof fortune.fortuneInviteSubAgentsSummary>;
export type SubAgent = SubAgents['list'][number];
export type SubAgentDay = ResponseOf<typeof fortune.fortuneInviteSubagentDailySummary>['list'][number];
export type AgentLinks = ResponseOf<typeof fortune.fortuneAgentInviteLinkList>;
export type ApplyInput = RequestOf<typeof fortune.fortuneAgentApply>;
export type LinkInput = RequestOf<typeof fortune.fortuneAgentInviteLinkAdd>;
export type ReportBy = 'day' | 'package' | 'campaign';

const PAGE_SIZE = 20;

const inviteKeys = {
  all: ['fortune', 'invite'] as const,
  summary: () => ['fortune', 'invite', 'summary'] as const,
  conf: () => ['fortune', 'invite', 'conf'] as const,
  users: () => ['fortune', 'invite', 'users'] as const,
  rewards: () => ['fortune', 'invite', 'rewards'] as const,
  rank: (week: 'current' | 'last') => ['fortune', 'invite', 'rank', week] as const,
  daily: (by: ReportBy, days: number) => ['fortune', 'invite', 'daily', by, days] as const,
  subAgents: (days: number) => ['fortune', 'invite', 'sub-agents', days] as const,
  subAgentDaily: (id: number | undefined, days: number) =>
    ['fortune', 'invite', 'sub-agent-daily', id ?? 'all', days] as const,
  links: () => ['fortune', 'invite', 'links'] as const,
};

export function useInviteSummaryQuery() {
  return useQuery({
    queryKey: inviteKeys.summary(),
    queryFn: () => api(fortune.fortuneInviteSummary, {}, { silent: true }),
  });
}

/** The programme's terms: they change only with a release. */
export function useInviteConfQuery() {
  return useQuery({
    queryKey: inviteKeys.conf(),
    queryFn: () => api(fortune.fortuneInviteMasterConf, {}, { silent: true }),
    staleTime: 300_000,
  });
}

/** Pages of PAGE_SIZE, asked one after another ("load more"). */
const nextPage = (last: { has_more: boolean; page: number }) => (last.has_more ? last.page + 1 : null);

export function useInviteUsersQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: inviteKeys.users(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneInviteUsers, { page: pageParam, page_size: PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export function useInviteRewardsQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: inviteKeys.rewards(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneInviteRewards, { page: pageParam, page_size: PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export function useWeeklyRankQuery(week: 'current' | 'last') {
  return useQuery({
    queryKey: inviteKeys.rank(week),
    queryFn: () => api(fortune.fortuneInviteWeeklyRank, { week }, { silent: true }),
  });
}

/** The daily report of the player's direct team: per day, or per day and the links' package or campaign. */
export function useDailyReportQuery(by: ReportBy, days: number) {
  return useQuery<{ list: (DailyRow | PackageRow | CampaignRow)[] }>({
    queryKey: inviteKeys.daily(by, days),
    queryFn: () =>
      by === 'day'
        ? api(fortune.fortuneInviteDailySummary, { days }, { silent: true })
        : by === 'package'
          ? api(fortune.fortuneInviteDailySummaryByPkg, { days }, { silent: true })
          : api(fortune.fortuneInviteDailySummaryByCampaign, { days }, { silent: true }),
  });
}

export function useSubAgentsQuery(days: number) {
  return useQuery({
    queryKey: inviteKeys.subAgents(days),
    queryFn: () => api(fortune.fortuneInviteSubAgentsSummary, { days }, { silent: true }),
  });
}

/** Per day, the sub-agents' teams (or one sub-agent's) and the override paid. */
export function useSubAgentDailyQuery(subAgentId: number | undefined, days: number) {
  return useQuery({
    queryKey: inviteKeys.subAgentDaily(subAgentId, days),
    queryFn: () =>
      api(
        fortune.fortuneInviteSubagentDailySummary,
        subAgentId === undefined ? { days } : { days, sub_agent_id: subAgentId },
        { silent: true },
      ),
  });
}

export function useAgentLinksQuery() {
  return useQuery({
    queryKey: inviteKeys.links(),
    queryFn: () => api(fortune.fortuneAgentInviteLinkList, {}, { silent: true }),
  });
}

/** A link for a campaign and package (the same pair again answers the link it made before). */
export function useAddAgentLinkMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInput) => api(fortune.fortuneAgentInviteLinkAdd, input, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: inviteKeys.links() }),
  });
}

/** Applies to be an agent; the summary and the terms carry the application's state. */
export function useAgentApplyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => api(fortune.fortuneAgentApply, input, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: inviteKeys.summary() });
      void client.invalidateQueries({ queryKey: inviteKeys.conf() });
    },
  });
}
