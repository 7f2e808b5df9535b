/** What other modules may use of the images: dropping the pictures a removed variant leaves unused. */
export { deleteUnusedImages } from './service.ts';
