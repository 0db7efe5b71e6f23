export { default as PollPage } from './poll-page.tsx';
export { default as VotePage } from './vote-page.tsx';
