/**
 * The device share, kept in IndexedDB and encrypted with a device key: a non-extractable AES-GCM
 * CryptoKey made by WebCrypto and stored in the same database (structured clone keeps it
 * non-extractable, so the raw key never exists in JavaScript). One record per user id.
 */
const DB_NAME = 'arcadia-wallet';
const STORE = 'device-shares';

interface DeviceRecord {
  userId: number;
  fingerprint: string;
  addresses: { evm: string; sol: string; ton?: string };
  key: CryptoKey;
  iv: Uint8Array;
  ciphertext: ArrayBuffer;
  savedAt: number;
}

export interface DeviceShareInfo {
  fingerprint: string;
  addresses: { evm: string; sol: string; ton?: string };
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export async function saveDeviceShare(userId: number, share: string, info: DeviceShareInfo): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(share));
  const record: DeviceRecord = { userId, ...info, key, iv, ciphertext, savedAt: Date.now() };
  await withStore('readwrite', (store) => store.put(record));
}

async function readRecord(userId: number): Promise<DeviceRecord | undefined> {
  return withStore<DeviceRecord | undefined>('readonly', (store) => store.get(userId));
}

/** What the device knows about the user's wallet, without decrypting the share. */
export async function deviceShareInfo(userId: number): Promise<DeviceShareInfo | null> {
  const record = await readRecord(userId);
  return record ? { fingerprint: record.fingerprint, addresses: record.addresses } : null;
}

export async function loadDeviceShare(userId: number): Promise<string | null> {
  const record = await readRecord(userId);
  if (!record) return null;
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: record.iv as BufferSource },
    record.key,
    record.ciphertext,
  );
  return new TextDecoder().decode(plain);
}

export async function clearDeviceShare(userId: number): Promise<void> {
  await withStore('readwrite', (store) => store.delete(userId));
}
