// The tg (messenger gateway) service's calls, one file each; export every call here.
export { authContact } from './auth-contact.ts';
export { inviteUrl } from './invite-url.ts';
export { lbWebLoginInit } from './lb-web-login-init.ts';
export { lbWebLoginResult } from './lb-web-login-result.ts';
export { registerOrLogin } from './register-or-login.ts';
export { subPageByRefUrl } from './sub-page-by-ref-url.ts';
export { xwRegisterOrLogin } from './xw-register-or-login.ts';
