export * from './common.ts';
export * from './config.ts';
export * from './my-submissions.ts';
export * from './submit.ts';
export * from './upload-image.ts';
export * from './withdraw.ts';
