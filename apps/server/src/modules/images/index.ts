/**
 * What other modules may use of the images: dropping the pictures a removed variant leaves unused, and storing and
 * linking pictures by stock code (the demo seed draws its own).
 */
export { storeImages } from './bulk.ts';
export { deleteUnusedImages, type ProcessedImage } from './service.ts';
