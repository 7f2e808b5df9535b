import { expect, it } from 'vitest';
import { inSentence } from '../src/seed/demo-catalog.ts';

it('demo descriptions read product names inside a sentence, acronyms and brand spellings kept', () => {
  const sentences = [
    'Ekran (LCD/OLED) Komple',
    '20W USB-C Hızlı Şarj Adaptörü',
    'MagSafe Uyumlu Şeffaf Kılıf',
    'İç Hoparlör',
    'A+ Kalite Cam',
  ].map(inSentence);
  expect(sentences).toEqual([
    'ekran (LCD/OLED) komple',
    '20W USB-C hızlı şarj adaptörü',
    'MagSafe uyumlu şeffaf kılıf',
    'iç hoparlör',
    'A+ kalite cam',
  ]);
});
