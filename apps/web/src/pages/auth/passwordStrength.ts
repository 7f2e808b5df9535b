import { PASSWORD_MIN_LENGTH } from '@parca/contract';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Lower-case, upper-case, digits, anything else (Turkish letters count as letters). */
const characterClasses = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/**
 * A hint, not a rule (the server checks only the length): shorter than PASSWORD_MIN_LENGTH or a few characters
 * repeated is weak; after that each of 12 and 16 characters and each kind of character beyond the first
 * (lower, upper, digit, other) adds a point: none weak, one or two medium, three or more strong. Undefined for empty.
 */
export function passwordStrength(password: string): PasswordStrength | undefined {
  if (password === '') return undefined;
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH || new Set(characters).size < 4) return 'weak';
  const kinds = characterClasses.filter((c) => c.test(password)).length;
  const points = (characters.length >= 12 ? 1 : 0) + (characters.length >= 16 ? 1 : 0) + kinds - 1;
  if (points >= 3) return 'strong';
  return points >= 1 ? 'medium' : 'weak';
}
