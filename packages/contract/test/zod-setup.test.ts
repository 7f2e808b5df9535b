import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandCreate } from '../src/index.ts';

describe('zod as both sides use it', () => {
  it('builds no code at run time (the web app CSP forbids eval), and speaks Turkish', () => {
    expect(z.config().jitless).toBe(true);
    const parsed = brandCreate.safeParse({ name: 5 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('Bir metin olmalıdır');
  });
});
