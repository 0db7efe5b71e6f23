import { feedback, type RequestOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation } from '../../app/query/use-query.ts';

const feedbackKeys = {
  all: ['feedback'] as const,
};

export type FeedbackInput = RequestOf<typeof feedback.submit>;

/** Sends the form; the idempotency key makes a retried send store one report. */
export function useSubmitFeedback() {
  return useMutation({
    mutationKey: [...feedbackKeys.all, 'submit'],
    mutationFn: ({ input, key }: { input: FeedbackInput; key: string }) =>
      api(feedback.submit, input, { idempotencyKey: key }),
  });
}
