export { publicCheak } from './public-cheak.ts';
