import { z } from 'zod';

// zod speaks Turkish on both sides of the wire.
z.config(z.locales.tr());

export * from './auth.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './rates.ts';
