// The share and invite land (docs/share.md): routes, the registration hook the user and tg services call, and what
// other areas read (the newbie journey's "first invite" step).
import './head.ts';

export { inviteOnRegister } from './register-hook.ts';
export { hasQualifiedInvitee } from './repo.ts';
export { shareRoutes } from './routes.ts';
export { seedShare } from './seed.ts';
export { bindOnRegister, runShareJob, type ShareDeps, settleInvitee } from './service.ts';
