import { defineCall } from '../define.ts';
import { captchaReportAnswer, captchaReportRequest } from './captcha-shared.ts';

/** POST /user/report_trainee_recaptcha: the captcha token solved before a trainee (newbie) task. */
export const reportTraineeRecaptcha = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/report_trainee_recaptcha',
  auth: 'required',
  request: captchaReportRequest,
  response: captchaReportAnswer,
});
