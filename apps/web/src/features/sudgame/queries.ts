import { type ResponseOf, sudoku } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type Daily = ResponseOf<typeof sudoku.sudokuDaily>;
export type DailyPuzzle = Daily['puzzles'][number];
export type Ranking = ResponseOf<typeof sudoku.sudokuRanking>;
export type Solved = ResponseOf<typeof sudoku.sudokuSubmit>;

const keys = {
  daily: (date: string) => ['sudoku', 'daily', date] as const,
  ranking: (id: number) => ['sudoku', 'ranking', id] as const,
};

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

/** A day's puzzles ('' = today, as the server counts days: UTC). */
export function useDailyQuery(date: string) {
  return useQuery({
    queryKey: keys.daily(date),
    queryFn: () => api(sudoku.sudokuDaily, date ? { date } : {}, { silent: true }),
  });
}

export function useRankingQuery(puzzleId: number) {
  return useQuery({
    queryKey: keys.ranking(puzzleId),
    queryFn: () => api(sudoku.sudokuRanking, { puzzle_id: puzzleId }, { silent: true }),
    enabled: puzzleId > 0,
  });
}

/** Starts the server's clock (the first start counts; a reload answers the same start). */
export function useStartMutation() {
  return useMutation({
    mutationKey: ['sudoku', 'start'],
    mutationFn: (puzzleId: number) => api(sudoku.sudokuStart, { puzzle_id: puzzleId }, { silent: true }),
  });
}

export function useSubmitMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sudoku', 'submit'],
    mutationFn: (input: { puzzleId: number; grid: string }) =>
      api(sudoku.sudokuSubmit, { puzzle_id: input.puzzleId, grid: input.grid }, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['sudoku'] });
    },
  });
}
