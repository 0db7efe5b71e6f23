import { MEDIA_LIMITS } from '@arcadia/contract/calls/community/limits';
import { type MediaKind, type Uploaded, uploadMedia } from './queries.ts';

/** What each kind of block takes from the device (the server checks the bytes again). */
export const ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/webp',
  gif: 'image/gif',
  video: 'video/mp4,video/webm',
};
const LIMIT: Record<MediaKind, number> = {
  image: MEDIA_LIMITS.imageBytes,
  gif: MEDIA_LIMITS.gifBytes,
  video: MEDIA_LIMITS.videoBytes,
};

export type UploadProblem = 'type' | 'size' | 'read';
export class UploadError extends Error {
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** The file's type and size checked before anything is read. */
function uploadProblemOf(kind: MediaKind, file: Pick<File, 'type' | 'size'>): UploadProblem | undefined {
  if (!ACCEPT[kind].split(',').includes(file.type)) return 'type';
  // A large photo is scaled down on the device first; past 40 MB even that is not worth trying.
  if (file.size > (kind === 'image' ? 40 * 1024 * 1024 : LIMIT[kind])) return 'size';
  return undefined;
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new UploadError('read'));
    reader.readAsDataURL(file);
  });
}

/** A photo past the size limit, scaled on the device to the server's longest side as JPEG. */
async function scaledPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UploadError('read');
  });
  try {
    const scale = Math.min(1, MEDIA_LIMITS.maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
    if (!blob || blob.size > LIMIT.image) throw new UploadError('size');
    return blob;
  } finally {
    bitmap.close();
  }
}

export async function uploadFile(kind: MediaKind, file: File): Promise<Uploaded> {
  const problem = uploadProblemOf(kind, file);
  if (problem) throw new UploadError(problem);
  const body = kind === 'image' && file.size > LIMIT.image ? await scaledPhoto(file) : file;
  return uploadMedia(kind, await readDataUrl(body));
}
