import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasLoneSurrogate, nameText, routeTable, searchText, text } from '../src/index.ts';

/** An unpaired UTF-16 surrogate: JSON carries it as "\ude77", no database text can hold it. */
const LONE = 'x\ude77y';
const MESSAGE = 'Geçersiz karakter içeriyor';

/** Node 20 has it; the web's targets (es2022) do not, so the contract's own check is a regex. */
const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** Strings of UTF-16 units that often hold surrogate halves, paired or not. */
const utf16 = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0xd800, max: 0xdbff }),
      fc.integer({ min: 0xdc00, max: 0xdfff }),
      fc.integer({ min: 0, max: 0xffff }),
    ),
    { maxLength: 12 },
  )
  .map((units) => String.fromCharCode(...units));

/** A well-formed string with one surrogate half put between two of its code points: it cannot pair there. */
const withLoneHalf = fc
  .tuple(fc.string({ unit: 'binary' }), fc.nat(), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map(([s, at, half]) => {
    const points = [...s];
    points.splice(at % (points.length + 1), 0, String.fromCharCode(half));
    return points.join('');
  });

describe('lone surrogates', () => {
  it('hasLoneSurrogate is exactly "not well formed"', () => {
    fc.assert(fc.property(utf16, (s) => hasLoneSurrogate(s) === !isWellFormed(s)));
    expect(hasLoneSurrogate('😀 Şarj')).toBe(false);
    expect(hasLoneSurrogate('\ud83d')).toBe(true);
    expect(hasLoneSurrogate('\ude00\ud83d')).toBe(true);
  });

  it('any string with a lone surrogate is refused by the text fields, any well-formed one passes the check', () => {
    const fields = [text(), nameText(0, 10_000), searchText];
    fc.assert(
      fc.property(withLoneHalf, (s) => {
        for (const field of fields) {
          const parsed = field.safeParse(s);
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((i) => i.message)).toEqual([MESSAGE]);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const messages =
          text()
            .safeParse(s)
            .error?.issues.map((i) => i.message) ?? [];
        expect(messages).not.toContain(MESSAGE);
      }),
    );
  });

  /** The parts of a schema that read text: strings, and pipes that start from a string (transforms, preprocess). */
  function textLeaves(schema: z.ZodType, path: string): { path: string; schema: z.ZodType }[] {
    const def = schema._zod.def as unknown as {
      type: string;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      options?: z.ZodType[];
    };
    switch (def.type) {
      case 'string':
        return [{ path, schema }];
      case 'object':
        return Object.entries(def.shape ?? {}).flatMap(([key, s]) => textLeaves(s, `${path}.${key}`));
      case 'array':
        return textLeaves(def.element as z.ZodType, `${path}[]`);
      case 'union':
        return (def.options ?? []).flatMap((s) => textLeaves(s, path));
      case 'pipe': {
        const from = def.in as z.ZodType;
        // z.preprocess: a transform first, then the schema that reads its result
        if ((from._zod.def as { type: string }).type === 'transform') return textLeaves(def.out as z.ZodType, path);
        return textLeaves(from, path).length > 0 ? [{ path, schema }] : [];
      }
      default:
        return def.innerType ? textLeaves(def.innerType, path) : [];
    }
  }

  it('every text a route takes (params, query, headers, body) refuses one (free text says so, ids and codes by their own rule)', () => {
    const checked: string[] = [];
    const missed: string[] = [];
    for (const area of Object.values(routeTable)) {
      for (const route of Object.values(area)) {
        for (const part of ['params', 'query', 'headers', 'body'] as const) {
          const schema = route[part as keyof typeof route];
          if (!(schema instanceof z.ZodType)) continue;
          for (const leaf of textLeaves(schema, `${route.method} ${route.path} ${part}`)) {
            checked.push(leaf.path);
            if (leaf.schema.safeParse(LONE).success) missed.push(leaf.path);
          }
        }
      }
    }
    expect(missed).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
  });
});
