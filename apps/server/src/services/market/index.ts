export * from './engine-service.ts';
export * from './routes.ts';
export * from './seed.ts';
