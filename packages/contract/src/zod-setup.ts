import { z } from 'zod';
import { turkishIssueMessage } from './zod-turkish.ts';

// zod speaks Turkish on both sides of the wire. Jitless: no `new Function`, which the web app's CSP forbids. Set
// before any schema is built (zod reads `jitless` when it builds an object schema): every schema module imports
// fields.ts, which imports this first.
z.config({ ...z.locales.tr(), customError: turkishIssueMessage, jitless: true });
