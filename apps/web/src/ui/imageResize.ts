import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@parca/contract';

/**
 * Phone photos are larger than the server takes (5 MB, 40 Mpx: a 13 MB, 48 Mpx photo is common), so the browser
 * downsizes a large picture before it is uploaded. The server keeps at most 1200 px anyway; 2400 px leaves room.
 */
export const RESIZE_LONGEST_SIDE = 2400;
export const RESIZE_QUALITY = 0.85;
/** A file above this is not decoded at all (a phone could run out of memory): no photo comes near it. */
export const IMAGE_PICK_MAX_BYTES = 64 * 1024 * 1024;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size to upload a picture of `bytes` and `size` at: null when it goes as it is (at most IMAGE_MAX_BYTES and
 * RESIZE_LONGEST_SIDE a side, so the server takes it), else the size that fits RESIZE_LONGEST_SIDE (never larger
 * than the picture: a heavy picture of few pixels is only encoded again).
 */
export function resizeTarget(bytes: number, size: ImageSize): ImageSize | null {
  const longest = Math.max(size.width, size.height);
  if (bytes <= IMAGE_MAX_BYTES && longest <= RESIZE_LONGEST_SIDE) return null;
  const scale = Math.min(1, RESIZE_LONGEST_SIDE / longest);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Whether the server takes the picture as it is. */
export const serverTakes = (bytes: number, { width, height }: ImageSize) =>
  bytes <= IMAGE_MAX_BYTES && width * height <= IMAGE_MAX_PIXELS;

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of `size` (an OffscreenCanvas where there is one) and how to encode what is drawn on it. */
function canvasOf({ width, height }: ImageSize): { context: Canvas2D; encode: (type: string) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2d context');
    return { context, encode: (type) => canvas.convertToBlob({ type, quality: RESIZE_QUALITY }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2d context');
  const encode = (type: string) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), type, RESIZE_QUALITY),
    );
  return { context, encode };
}

/** The picture drawn at `target` and encoded as WebP, or JPEG (on white) where the browser cannot write WebP. */
async function encodeResized(bitmap: ImageBitmap, target: ImageSize): Promise<Blob> {
  const { context, encode } = canvasOf(target);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  const webp = await encode('image/webp');
  // a browser that cannot write WebP answers PNG instead
  if (webp.type === 'image/webp') return webp;
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  return encode('image/jpeg');
}

/**
 * The picture to upload: `file` itself when it is small (see `resizeTarget`) or cannot be read here (the server
 * then says why), else a WebP/JPEG of at most RESIZE_LONGEST_SIDE a side, turned upright by its EXIF orientation.
 */
export async function prepareImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const target = resizeTarget(file.size, bitmap);
    if (!target) return file;
    const resized = await encodeResized(bitmap, target);
    // a picture the server takes as it is goes as it is when the new one is no smaller
    return resized.size >= file.size && serverTakes(file.size, bitmap) ? file : resized;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
