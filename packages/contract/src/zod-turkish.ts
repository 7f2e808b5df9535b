import type { z } from 'zod';
import { formatNumber } from './format.ts';

/**
 * zod's messages as a person reads them, in Turkish, on both sides of the wire. zod's own Turkish locale still says
 * "beklenen string, alınan number" and prints an integer's implied bound (9007199254740991); this map says what the
 * field must be. The field's label is put in front by whoever shows the message ("Miktar: en az 0 olmalıdır").
 */

const kinds: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  bigint: 'tam sayı',
  boolean: 'doğru ya da yanlış',
  array: 'liste',
  object: 'nesne',
  date: 'tarih',
};

const units: Record<string, string> = { string: 'karakter', array: 'öğe', set: 'öğe', file: 'bayt' };

/** Bounds a person should read; zod's own safe-integer bounds of `.int()` are not one. */
const readable = (bound: unknown) => {
  const n = Number(bound);
  return Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER;
};
const tr = (n: unknown) => formatNumber(Number(n), 0, 4);

type Issue = z.core.$ZodRawIssue;

function describeIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Zorunlu alan';
      const kind = kinds[issue.expected as string];
      return kind ? `Bir ${kind} olmalıdır` : 'Geçersiz değer';
    }
    case 'too_small': {
      const unit = units[issue.origin as string];
      if (unit === 'karakter' && Number(issue.minimum) === 1) return 'Boş bırakılamaz';
      if (!readable(issue.minimum)) return 'Geçerli bir tam sayı olmalıdır';
      const bound = tr(issue.minimum);
      if (unit) return `En az ${bound} ${unit} olmalıdır`;
      return issue.inclusive ? `En az ${bound} olmalıdır` : `${bound} değerinden büyük olmalıdır`;
    }
    case 'too_big': {
      const unit = units[issue.origin as string];
      if (!readable(issue.maximum)) return 'Geçerli bir tam sayı olmalıdır';
      const bound = tr(issue.maximum);
      if (unit) return `En fazla ${bound} ${unit} olabilir`;
      return issue.inclusive ? `En fazla ${bound} olabilir` : `${bound} değerinden küçük olmalıdır`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${String(issue.values[0])} olmalıdır`
        : `Şunlardan biri olmalıdır: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Geçerli bir e-posta adresi olmalıdır' : 'Biçimi geçersiz';
    case 'not_multiple_of':
      return `${tr(issue.divisor)} katı olmalıdır`;
    case 'unrecognized_keys':
      return `Tanınmayan alan: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Geçersiz değer';
    default:
      return undefined;
  }
}

/** For `z.config({ customError })`: a message a schema sets itself (`{ message }`) still wins. */
export const turkishIssueMessage = (issue: Issue) => describeIssue(issue);
