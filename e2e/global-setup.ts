import { startSmsSink } from './sms-sink.ts';

/** Starts the shared SMS sink before the servers send their first code; Playwright stops it at the end. */
export default async function globalSetup() {
  const url = new URL(process.env.SMS_HTTP_URL as string);
  const server = await startSmsSink(Number(url.port));
  return async () => {
    await new Promise((resolve) => server.close(resolve));
  };
}
