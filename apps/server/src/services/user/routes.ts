import { user } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { registerCall } from '../../lib/register-call.ts';
import { smsSenderFrom } from '../../lib/sms.ts';
import { inviteOnRegister } from '../share/register-hook.ts';
import { loadTgConfig } from '../tg/bots.ts';
import { captchaConfigFrom, reportCaptcha } from './captcha-service.ts';
import * as config from './config-service.ts';
import type { UserDeps } from './context.ts';
import { registerDevice } from './device-service.ts';
import { oidcProvidersFrom } from './oidc/providers.ts';
import { OidcVerifier } from './oidc/verifier.ts';
import { registerOidcBrowserLogin } from './oidc-routes.ts';
import * as profile from './profile-service.ts';
import * as phone from './service.ts';
import { limitLogin } from './session-service.ts';
import { tgWebLogin } from './tg-web-login-service.ts';
import * as thirdParty from './third-party-service.ts';

/** The user service (issue 3): thin routes; the logic is in the *-service.ts files. */
export async function userRoutes(app: FastifyInstance) {
  const deps: UserDeps = {
    app,
    sms: smsSenderFrom(app.config.settings, (fields, message) => app.log.info(fields, message)),
    oidc: new OidcVerifier(oidcProvidersFrom(app.config.settings), app.fastStore),
  };

  if (app.config.env === 'production' && deps.sms.name === 'dev') {
    app.log.warn('SMS_PROVIDER is not set: one-time codes are written to the log, not sent');
  }

  registerCall(app, user.publicCheak, async ({ user_id }) => {
    const [row] = await app.db
      .select({ username: users.username, headUrl: users.headUrl })
      .from(users)
      .where(eq(users.id, user_id))
      .limit(1);
    return { exists: Boolean(row), user_id, username: row?.username ?? '', head_url: row?.headUrl ?? '' };
  });

  registerCall(app, user.sendOtpViaPhone, (input, req) => phone.sendOtp(deps, req, input));
  registerCall(app, user.registerOrLoginByPhone, async (input, req) =>
    inviteOnRegister(app, req, await phone.registerOrLoginByPhone(deps, req, input), input),
  );
  registerCall(app, user.regist, async (input, req) =>
    inviteOnRegister(app, req, await phone.regist(deps, req, input), input),
  );
  registerCall(app, user.userPhoneAndPasswordReset, (input, req) => phone.resetPassword(deps, req, input));
  registerCall(app, user.lbUserPhoneLogin, (input, req) => phone.phonePasswordLogin(deps, req, input));
  registerCall(app, user.loginByKey, (input, req) => phone.loginByKey(deps, req, input));

  registerCall(app, user.logout, (_input, req) => profile.logout(deps, req));
  registerCall(app, user.getUserInfo, (_input, req) => profile.getUserInfo(deps, req));
  registerCall(app, user.getSubBrandUserInfo, async (_input, req) => ({
    ...(await profile.getUserInfo(deps, req)),
    sub_brand: app.config.subBrandName,
  }));
  registerCall(app, user.switchCountry, (input, req) => profile.switchCountry(deps, req, input));
  registerCall(app, user.bindPhone, (input, req) => profile.bindPhone(deps, req, input));
  registerCall(app, user.regInfo, (_input, req) => profile.regInfo(deps, req));
  registerCall(app, user.registStatus, (input, req) => profile.registStatus(deps, req, input));
  registerCall(app, user.registerDevice, (input, req) => registerDevice(deps, req, input));

  registerCall(app, user.openappGetCfg, (_input, req) => config.openAppConfig(deps, req));
  registerCall(app, user.openappGetCountry, (_input, req) => config.openAppCountry(deps, req));
  registerCall(app, user.appGlobalConfig, async () => config.appGlobalConfig(deps));
  registerCall(app, user.getGrayCfg, async (input, req) => ({
    flags: config.grayFlags(app.config.settings.GRAY_FLAGS, req.userId, input.keys),
  }));
  registerCall(app, user.inviteRewardConfig, async () => config.inviteReward(app.config.settings));

  registerCall(app, user.thirdPartyRegistOrLogin, (input, req) =>
    thirdParty.thirdPartyLogin(deps, req, input.provider, input.id_token, input.nonce),
  );
  registerCall(app, user.lbGoogleLogin, (input, req) =>
    thirdParty.thirdPartyLogin(deps, req, 'google', input.id_token, input.nonce),
  );
  registerCall(app, user.thirdPartyBind, (input, req) => thirdParty.thirdPartyBind(deps, req, input));
  registerOidcBrowserLogin(app, deps);
  registerCall(app, user.thirdPartyRegbindInfoList, (_input, req) => thirdParty.regbindInfoList(deps, req));

  const tgConfig = loadTgConfig(app.config.settings);
  registerCall(app, user.tgWebLogin, async (input, req) => {
    await limitLogin(deps, req);
    return tgWebLogin(app.db, tgConfig, input);
  });
  const captcha = captchaConfigFrom(app.config.settings);
  if (app.config.env === 'production' && !captcha.secret)
    app.log.warn('CAPTCHA_SECRET is not set: captcha reports are recorded as unverified');
  registerCall(app, user.reportTraineeRecaptcha, (input, req) =>
    reportCaptcha(app.db, captcha, { userId: req.userId, step: 'trainee', token: input.token, ip: req.ip }),
  );
  registerCall(app, user.reportRechargeRecaptcha, (input, req) =>
    reportCaptcha(app.db, captcha, { userId: req.userId, step: 'recharge', token: input.token, ip: req.ip }),
  );
}
