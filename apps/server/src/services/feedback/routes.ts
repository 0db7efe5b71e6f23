import { feedback } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey, registerCall } from '../../lib/register-call.ts';
import { submitFeedback } from './service.ts';

/** The feedback service: the /user/feedback form. */
export async function feedbackRoutes(app: FastifyInstance) {
  registerCall(app, feedback.submit, async (input, request) => {
    await app.rateLimit('feedback-ip', request.ip, app.limits.feedbackPerIp);
    return submitFeedback(app.db, input, {
      userId: request.userId,
      ip: request.ip,
      idempotencyKey: idempotencyKey(request),
    });
  });
}
