import { defineCall } from '../define.ts';
import { captchaReportAnswer, captchaReportRequest } from './captcha-shared.ts';

/** POST /user/report_recharge_recaptcha: the captcha token solved before a recharge. */
export const reportRechargeRecaptcha = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/report_recharge_recaptcha',
  auth: 'required',
  request: captchaReportRequest,
  response: captchaReportAnswer,
});
