import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractDeclarations } from '../scripts/contract-declarations';

const plugin = contractDeclarations((id) => id.includes('/packages/contract/src/'));
const transform = (code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
    { parse: (text: string) => parseAst(text) },
    code,
    id,
  )?.code;

const PURE = '/* @__PURE__ */ ';

describe('contract declarations are marked free of side effects (scripts/contract-declarations.ts)', () => {
  it("marks every call of a top-level declaration once, a chain at its start, the arguments' calls at theirs", () => {
    const code = [
      "export const ŞEY = 'ü';",
      "export const name = labelled('Ad', z.string().trim().max(60));",
      'const shape = z.object({ name, note: z.string().nullable() });',
      'export function later() { return z.string(); }',
      'export const make = () => z.number();',
    ].join('\n');
    expect(transform(code, '/repo/packages/contract/src/users.ts')).toBe(
      [
        "export const ŞEY = 'ü';",
        `export const name = ${PURE}labelled('Ad', ${PURE}z.string().trim().max(60));`,
        `const shape = ${PURE}z.object({ name, note: ${PURE}z.string().nullable() });`,
        'export function later() { return z.string(); }',
        'export const make = () => z.number();',
      ].join('\n'),
    );
  });

  it('leaves zod-setup.ts (it configures zod) and every module outside the contract as they are', () => {
    const code = 'z.config(z.locales.tr());\nexport const x = f();';
    expect(transform(code, '/repo/packages/contract/src/zod-setup.ts')).toBeUndefined();
    expect(transform(code, '/repo/apps/web/src/api/client.ts')).toBeUndefined();
  });
});
