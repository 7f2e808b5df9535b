import { z } from 'zod';
import { wellFormedText } from './common.ts';
import { defineArea } from './route.ts';

export const imageUrlResponse = z.object({ imageUrl: z.string(), thumbUrl: z.string() });

/** Image uploads: content is checked (JPEG, PNG, WebP), not the file name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may have: a small file can claim a huge picture, and decoding it costs memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const imagesApi = defineArea('images', {
  uploadVariantImage: {
    method: 'POST',
    path: '/products/variant-image',
    access: 'admin',
    summary: 'Varyant görseli yükle (multipart: ProductId, VariantId, StockId, Image)',
    body: 'multipart',
    status: 200,
    response: imageUrlResponse,
  },
  getImage: {
    method: 'GET',
    path: '/images/:file',
    access: 'public',
    summary: 'Görsel (WebP; adresindeki içerik özeti değişmez, bir yıl önbelleklenir)',
    params: z.object({ file: wellFormedText() }),
    status: 200,
    response: null,
  },
});
