export * from './codes.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * from './locales.ts';
export * from './routes/manifest.ts';
export * from './routes/rules.ts';
export * from './services.ts';
export * from './signing.ts';
