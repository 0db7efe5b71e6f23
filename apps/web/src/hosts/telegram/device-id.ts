import { versionAtLeast } from '../version.ts';
import { nextRequestId, postEvent, waitForAny } from './bridge.ts';

/** The device-id helper errors of spec section 8. */
type DeviceIdError = 'timeout' | 'no_id' | 'not_available' | 'not_supported';
const DEVICE_ID_TIMEOUT_MS = 5000;
const KEY = 'arcadia_did';

class DeviceIdFailure extends Error {
  readonly reason: DeviceIdError;
  constructor(reason: DeviceIdError) {
    super(`device id: ${reason}`);
    this.reason = reason;
  }
}

async function storageCall(event: string, params: Record<string, unknown>, timeoutMs: number) {
  const reqId = nextRequestId();
  const answer = waitForAny(
    ['device_storage_key_received', 'device_storage_key_saved', 'device_storage_failed'],
    (data) => data.req_id === reqId,
    timeoutMs,
  );
  try {
    postEvent(event, { req_id: reqId, ...params });
  } catch {
    answer.catch(() => {});
    throw new DeviceIdFailure('not_available');
  }
  const { type, data } = await answer.catch(() => {
    throw new DeviceIdFailure('timeout');
  });
  if (type === 'device_storage_failed')
    throw new DeviceIdFailure(data.error === 'UNSUPPORTED' ? 'not_supported' : 'no_id');
  return data;
}

/** A stable id for this device, kept in Telegram's DeviceStorage (Bot API 9.0+), created on first use. */
export async function telegramDeviceId(version: string, timeoutMs = DEVICE_ID_TIMEOUT_MS): Promise<string> {
  if (!versionAtLeast(version, '9.0')) throw new DeviceIdFailure('not_supported');
  const found = await storageCall('web_app_device_storage_get_key', { key: KEY }, timeoutMs);
  if (typeof found.value === 'string' && found.value) return found.value;
  const created = crypto.randomUUID();
  await storageCall('web_app_device_storage_save_key', { key: KEY, value: created }, timeoutMs);
  return created;
}
