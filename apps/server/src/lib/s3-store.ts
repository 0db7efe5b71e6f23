import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { type BlobStore, isBlobKey } from './storage.ts';

/**
 * A BlobStore over the S3 REST API (AWS S3, MinIO, R2, Ceph ...): PUT, GET and DELETE of an object and
 * ListObjectsV2, each request signed with AWS Signature Version 4 (written here with node:crypto, no SDK). Keys are the
 * server-made blob keys (`isBlobKey`) under an optional prefix, so nothing reaches outside the bucket's prefix.
 */
export interface S3StoreOptions {
  /** The service's origin, `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO, most self-hosted servers) instead of `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
  /** Put before every key (`arcadia/`), for a bucket shared with other data. */
  prefix?: string;
  /** Each request's whole time limit. */
  timeoutMs?: number;
  /** `max-keys` of one ListObjectsV2 page (S3's own limit is 1000). */
  pageSize?: number;
  /** Connection settings (keep-alive, a resolver) for the requests. */
  agent?: http.Agent;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface SigningInput {
  method: string;
  /** The path as sent, already encoded (`/bucket/key`). */
  path: string;
  query: Record<string, string>;
  /** Every header to sign, `host`, `x-amz-date` and `x-amz-content-sha256` among them. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

/** The query string as SigV4 canonicalises it (and as it is sent): encoded names and values, sorted. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The `Authorization` header of a request (AWS4-HMAC-SHA256 over the canonical request). */
export function signV4(input: SigningInput): { authorization: string; signature: string } {
  const service = input.service ?? 's3';
  const amzDate = input.headers['x-amz-date'];
  if (!amzDate) throw new Error('signV4 needs the x-amz-date header');
  const day = amzDate.slice(0, 8);
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery(input.query),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

interface S3Answer {
  status: number;
  body: Buffer;
}

function xmlText(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
const tag = (xml: string, name: string) => {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
  return found === undefined ? undefined : xmlText(found);
};

export function s3Store(options: S3StoreOptions): BlobStore {
  const endpoint = new URL(options.endpoint);
  const prefix = options.prefix ?? '';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pageSize = options.pageSize ?? 1000;
  const transport = endpoint.protocol === 'https:' ? https : http;
  const host = options.forcePathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const bucketPath = options.forcePathStyle ? `/${encode(options.bucket)}` : '';

  /** One signed request; non-2xx answers come back as they are, network failures and timeouts throw. */
  function send(method: string, key: string, query: Record<string, string> = {}, body?: Buffer): Promise<S3Answer> {
    const path = key ? `${bucketPath}/${key.split('/').map(encode).join('/')}` : bucketPath || '/';
    const payloadHash = body ? sha256(body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    };
    if (body) {
      headers['content-length'] = String(body.length);
      headers['content-type'] = CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
    }
    const { authorization } = signV4({ ...options, method, path, query, headers, payloadHash });
    const search = canonicalQuery(query);
    return new Promise((resolve, reject) => {
      const request = transport.request(
        {
          method,
          protocol: endpoint.protocol,
          hostname: options.forcePathStyle ? endpoint.hostname : `${options.bucket}.${endpoint.hostname}`,
          port: endpoint.port || undefined,
          path: search ? `${path}?${search}` : path,
          headers: { ...headers, authorization },
          agent: options.agent,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', (error) =>
        reject(
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? new Error(`S3 ${method} ${key || '/'}: no answer within ${timeoutMs} ms`)
            : error,
        ),
      );
      request.end(body);
    });
  }

  /** An S3 error answer as an Error naming the call and S3's code (never a credential). */
  function failure(method: string, key: string, answer: S3Answer): Error {
    const text = answer.body.toString('utf8');
    const code = tag(text, 'Code') ?? 'no error code';
    return new Error(`S3 ${method} ${key || '/'} answered ${answer.status} ${code}`);
  }

  const ok = (status: number) => status >= 200 && status < 300;
  /** A 404 for the key itself; a missing bucket (NoSuchBucket) is a misconfiguration and throws. */
  const isMissingKey = (answer: S3Answer) =>
    answer.status === 404 && tag(answer.body.toString('utf8'), 'Code') !== 'NoSuchBucket';

  return {
    async put(area, bytes, ext) {
      const key = `${area}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
      const answer = await send('PUT', prefix + key, {}, bytes);
      if (!ok(answer.status)) throw failure('PUT', prefix + key, answer);
      return key;
    },
    async get(key) {
      if (!isBlobKey(key)) return undefined;
      const answer = await send('GET', prefix + key);
      if (isMissingKey(answer)) return undefined;
      if (!ok(answer.status)) throw failure('GET', prefix + key, answer);
      return answer.body;
    },
    async delete(key) {
      if (!isBlobKey(key)) return;
      const answer = await send('DELETE', prefix + key);
      if (!ok(answer.status) && !isMissingKey(answer)) throw failure('DELETE', prefix + key, answer);
    },
    async list(area) {
      const found: { key: string; writtenAt: Date }[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = {
          'list-type': '2',
          prefix: `${prefix}${area}/`,
          'max-keys': String(pageSize),
          ...(token ? { 'continuation-token': token } : {}),
        };
        const answer = await send('GET', '', query);
        if (!ok(answer.status)) throw failure('LIST', `${prefix}${area}/`, answer);
        const xml = answer.body.toString('utf8');
        for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = tag(entry, 'Key')?.slice(prefix.length) ?? '';
          const modified = tag(entry, 'LastModified');
          if (isBlobKey(key) && modified) found.push({ key, writtenAt: new Date(modified) });
        }
        token = tag(xml, 'IsTruncated') === 'true' ? tag(xml, 'NextContinuationToken') : undefined;
      } while (token);
      return found;
    },
  };
}
