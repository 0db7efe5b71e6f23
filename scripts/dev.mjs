#!/usr/bin/env node
// Development: the API server (watch mode) on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies /svc to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST: '' },
  }),
  spawn('npx', ['vite', '--host'], { cwd: 'apps/web', stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
