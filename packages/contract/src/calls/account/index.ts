export * from './common.ts';
export * from './delete-cancel.ts';
export * from './delete-request.ts';
export * from './export.ts';
export * from './info.ts';
export * from './sessions.ts';
export * from './sign-out-others.ts';
export * from './sign-out-session.ts';
