import type { Socket } from 'node:net';
import { ErrorCode } from '@arcadia/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerFastStore } from './lib/fast-store.ts';
import { redactUrl } from './lib/log-url.ts';
import { type BlobStore, blobStoreFor } from './lib/storage.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { imageSources, registerImages } from './plugins/images.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerReplayGuard } from './plugins/replay-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerStatic } from './plugins/static.ts';
import { registerTestClock } from './plugins/test-clock.ts';
import { registerServices } from './services/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Uploaded files (lib/storage.ts): one store for every area. */
    blobs: BlobStore;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Writes an envelope for a request Node's HTTP parser refused, then closes the connection. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: tooLarge ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.VALIDATION,
    msg: tooLarge ? 'The request line or headers are too large.' : 'Malformed request.',
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Builds the server: external plugins, then app plugins, then the services' routes (DESIGN.md section 10). */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["user-secret-key"]', 'req.headers.authorization', 'req.headers.cookie', 'req.headers.xbsl'],
      serializers: {
        // Fastify's own request fields, with credentials in the query (URL login) redacted.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // A hop count trusts that many proxies in front of us; a list trusts those addresses; false trusts none.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Requests Node refuses before Fastify sees them (an over-long URL or header: 431; garbage: 400) still get the
    // envelope, like every other answer.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('blobs', blobStoreFor(config.dataDir, config.settings));

  registerErrorHandling(app);
  registerNulGuard(app);
  registerSecurityHeaders(app);
  registerFastStore(app);
  registerRateLimit(app);
  registerSession(app);
  registerReplayGuard(app);
  await registerServices(app);
  if (config.settings.TEST_CLOCK === 'true') registerTestClock(app);
  registerImages(app, {
    sources: imageSources(app.blobs, config.webDist),
    cacheDir: config.dataDir.startsWith('memory://') ? undefined : `${config.dataDir}/img-cache`,
  });
  await registerStatic(app);
  return app;
}
