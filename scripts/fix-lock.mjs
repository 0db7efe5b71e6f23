#!/usr/bin/env node
// The package registry this project installs from lacks some platform builds of optional dependencies
// (Biome's non-linux-glibc CLIs). npm then leaves them out of package-lock.json and `npm ci` refuses the
// lock as out of sync. This adds a platform-tagged entry for each such optional dependency, so `npm ci`
// skips it on this platform exactly as it would with a complete lock. Run after `npm install` changes the
// lock (`npm run relock`).
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM =
  /-(android|darwin|linux|win32|freebsd|openbsd|netbsd|sunos|aix)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64)(-musl|-msvc|-gnu)?$/;

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`.replace(
      /^.*?node_modules\/(?=.*node_modules\/)/,
      (m) => m,
    );
    const topKey = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[topKey]) continue;
    const match = PLATFORM.exec(name);
    if (!match) continue;
    const [, os, cpu, libc] = match;
    lock.packages[topKey] = {
      version,
      dev: entry.dev ?? undefined,
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc === '-musl' ? { libc: ['musl'] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock: added ${added} platform entries`);
