/** An import's preview, also shown by the bulk grid for its file. */
export { ImportPreview } from './ImportPreview';
