import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { taskIdField, taskRequest } from './common.ts';

/** Largest screenshot accepted, bytes after base64 decoding. */
export const AUDIT_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * POST /cpl/submit_audit (offerId, clickId, content, img): proof for a step an operator reviews (a screenshot and a
 * note). `img` is a data URL (PNG, JPEG or WebP); the server sniffs the type from the bytes, caps the size, re-encodes
 * it and stores it; `stepId` names the step (default: the first step not yet done). One pending review per step:
 * a second submission while one is pending is refused (4090). Review happens in the operator console; approval pays.
 */
export const taskSubmitAudit = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/submit_audit',
  auth: 'required',
  request: taskRequest({
    offerId: taskIdField,
    clickId: z.string().check(z.minLength(1), z.maxLength(64)),
    stepId: z.optional(taskIdField),
    content: z._default(z.string().check(z.maxLength(500)), ''),
    img: z.string().check(
      z.minLength(16),
      // base64 grows 4/3; a few bytes of data-URL prefix on top.
      z.maxLength(Math.ceil((AUDIT_IMAGE_MAX_BYTES * 4) / 3) + 64),
      z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'Must be a PNG, JPEG or WebP data URL'),
    ),
  }),
  response: z.object({
    auditId: z.number(),
    stepId: z.number(),
    status: z.literal('pending'),
  }),
});
