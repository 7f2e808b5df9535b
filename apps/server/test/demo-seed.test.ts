import { describe, expect, it } from 'vitest';
import { inSentence } from '../src/db/seed/demo-catalog.ts';

describe('demo descriptions', () => {
  it.each([
    ['Ekran (LCD/OLED) Komple', 'ekran (LCD/OLED) komple'],
    ['20W USB-C Hızlı Şarj Adaptörü', '20W USB-C hızlı şarj adaptörü'],
    ['MagSafe Uyumlu Şeffaf Kılıf', 'MagSafe uyumlu şeffaf kılıf'],
    ['İç Hoparlör', 'iç hoparlör'],
    ['A+ Kalite Cam', 'A+ kalite cam'],
  ])('%s reads "%s" inside a sentence, acronyms kept', (name, expected) => {
    expect(inSentence(name)).toBe(expected);
  });
});
