import { app, cart, common, crud, errors, fileExport, pages, theme, validation } from './common';

/**
 * The Turkish UI text every area shares (docs/domain.md#turkish-text), written once. An area's own text is in its
 * `pages/<area>/messages.ts` and the shell's in `layout/messages.ts`; this folder never imports either.
 */
export const msg = {
  app,
  common,
  errors,
  validation,
  crud,
  pages,
  cart,
  fileExport,
  theme,
} as const;
