export { appGlobalConfig } from './app-global-config.ts';
export { bindShareCode } from './bind-code.ts';
export { bindPhone } from './bind-phone.ts';
export { getGrayCfg } from './get-gray-cfg.ts';
export { getSubBrandUserInfo, getUserInfo } from './get-user-info.ts';
export { inviteRewardConfig } from './invite-reward-config.ts';
export { lbUserPhoneLogin } from './lb-user-phone-login.ts';
export { loginByKey } from './login-by-key.ts';
export { logout } from './logout.ts';
export { openappGetCfg } from './openapp-get-cfg.ts';
export { openappGetCountry } from './openapp-get-country.ts';
export { publicCheak } from './public-cheak.ts';
export { regInfo } from './reg-info.ts';
export { regist } from './regist.ts';
export { registStatus } from './regist-status.ts';
export { registerDevice } from './register-device.ts';
export { registerOrLoginByPhone } from './register-or-login-by-phone.ts';
export { reportRechargeRecaptcha } from './report-recharge-recaptcha.ts';
export { reportTraineeRecaptcha } from './report-trainee-recaptcha.ts';
export { sendOtpViaPhone } from './send-otp-via-phone.ts';
export { socialCheckFollowStatus } from './social-check-follow-status.ts';
export { socialGetFollowList } from './social-get-follow-list.ts';
export { socialGetFollowing } from './social-get-following.ts';
export { socialGetToken } from './social-get-token.ts';
export { socialNeedAuthorize } from './social-need-authorize.ts';
export { socialTelegramReport } from './social-telegram-report.ts';
export { switchCountry } from './switch-country.ts';
export { tgWebLogin } from './tg-web-login.ts';
export {
  lbGoogleLogin,
  oidcTicketLogin,
  thirdPartyBind,
  thirdPartyRegbindInfoList,
  thirdPartyRegistOrLogin,
} from './third-party.ts';
export { usdtValue } from './usdt-value.ts';
export { userPhoneAndPasswordReset } from './user-phone-and-password-reset.ts';
