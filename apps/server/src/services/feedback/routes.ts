import { feedback } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey, registerCall } from '../../lib/register-call.ts';
import { submitFeedback } from './service.ts';

/** The feedback service: the /user/feedback form. */
export async function feedbackRoutes(app: FastifyInstance) {
  registerCall(app, feedback.submit, (input, request) =>
    submitFeedback(app.db, input, {
      userId: request.userId,
      ip: request.ip,
      idempotencyKey: idempotencyKey(request),
    }),
  );
}
