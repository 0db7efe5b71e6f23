export * from './newbie.ts';
export * from './rewards.ts';
