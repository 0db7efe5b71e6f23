import { type ResponseOf, vote } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const voteKeys = {
  all: ['vote'] as const,
  rounds: (userId: number) => [...voteKeys.all, 'rounds', userId] as const,
  round: (id: number, userId: number) => [...voteKeys.all, 'round', id, userId] as const,
  poll: (id: number, userId: number) => [...voteKeys.all, 'poll', id, userId] as const,
};

export type VoteRound = vote.VoteRound;
export type VoteCandidate = vote.VoteCandidate;
export type VoteStake = vote.VoteStake;
export type Poll = vote.Poll;
export type RoundDetail = ResponseOf<typeof vote.voteRoundDetail>;

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

export function useVoteRounds() {
  const userId = useUserId();
  return useQuery({
    queryKey: voteKeys.rounds(userId),
    queryFn: () => api(vote.voteRounds, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useVoteRound(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: voteKeys.round(id, userId),
    queryFn: () => api(vote.voteRoundDetail, { id }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useVoteStake() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...voteKeys.all, 'stake'],
    mutationFn: (input: { round_id: number; candidate_id: number; amount: string; key: string }) =>
      api(
        vote.voteStakeCall,
        { round_id: input.round_id, candidate_id: input.candidate_id, amount: input.amount },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: voteKeys.all }),
  });
}

export function usePoll(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: voteKeys.poll(id, userId),
    queryFn: () => api(vote.pollDetail, { id }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function usePollVote() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...voteKeys.all, 'pollVote'],
    mutationFn: (input: { poll_id: number; option_id: number }) => api(vote.pollVote, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: voteKeys.all }),
  });
}
