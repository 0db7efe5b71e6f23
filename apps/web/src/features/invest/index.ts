export { default as InvestPage } from './invest-page.tsx';
