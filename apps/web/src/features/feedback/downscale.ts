import { feedback } from '@arcadia/contract';

const MAX_SIDE = 1080;

/**
 * Reads a picked screenshot and downscales it on the device to a JPEG data URL under the
 * contract's size limit (longest side 1080 px, lowering quality until it fits).
 */
export async function downscaleImage(file: File, maxChars = feedback.FEEDBACK_IMAGE_MAX_CHARS): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('not an image');
  const bitmap = await createImageBitmap(file);
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt++) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL('image/jpeg', attempt < 3 ? 0.8 - attempt * 0.15 : 0.5);
      if (url.length <= maxChars) return url;
      if (attempt >= 2) scale *= 0.7;
    }
    throw new Error('image too large');
  } finally {
    bitmap.close();
  }
}
