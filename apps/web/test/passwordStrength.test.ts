import { PASSWORD_MIN_LENGTH } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../src/pages/auth/passwordStrength';

describe('the password strength hint', () => {
  it('says nothing for an empty password', () => {
    expect(passwordStrength('')).toBeUndefined();
  });

  it('calls anything shorter than the minimum weak, however mixed', () => {
    const short = 'Ab1!xY2'.slice(0, PASSWORD_MIN_LENGTH - 1);
    expect(passwordStrength(short)).toBe('weak');
  });

  it('calls a few characters repeated weak, however long', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('12121212121212121212')).toBe('weak');
    expect(passwordStrength('abcabcabcabcabc')).toBe('weak');
  });

  it('calls the minimum length of one kind of character weak', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('93847261')).toBe('weak');
  });

  it('adds a point for each kind of character beyond the first and for 12 and 16 characters', () => {
    expect(passwordStrength('abcdefg1')).toBe('medium'); // 2 kinds
    expect(passwordStrength('Abcdefg1')).toBe('medium'); // 3 kinds
    expect(passwordStrength('Abcdef1!')).toBe('strong'); // 4 kinds
    expect(passwordStrength('abcdefghijkl')).toBe('medium'); // 12 characters
    expect(passwordStrength('abcdefghijklmnop')).toBe('medium'); // 16 characters, one kind
    expect(passwordStrength('abcdefghijklmno1')).toBe('strong'); // 16 characters, 2 kinds
    expect(passwordStrength('Abcdefghijk1')).toBe('strong'); // 12 characters, 3 kinds
  });

  it('counts Turkish letters as letters and their capitals as capitals', () => {
    expect(passwordStrength('şğüöçıiş')).toBe('weak');
    expect(passwordStrength('Şğüöçıiş')).toBe('medium');
    expect(passwordStrength('ŞğüöçıİŞ1')).toBe('medium');
    expect(passwordStrength('Şğüöçı İ1')).toBe('strong'); // a space is a symbol
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 emoji are 14 UTF-16 units but 7 characters: still short
    expect(passwordStrength('😀😁😂🤣😃😄😅')).toBe('weak');
  });
});
