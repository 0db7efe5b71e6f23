export * from './engine-service.ts';
export * from './reference-prices.ts';
export * from './routes.ts';
export * from './seed.ts';
export * from './stable-service.ts';
