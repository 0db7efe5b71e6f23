export { default as MarketPage } from './market-page.tsx';
