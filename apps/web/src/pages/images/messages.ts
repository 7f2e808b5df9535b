import { BULK_IMAGES_MAX_BYTES, BULK_IMAGES_MAX_PICTURES, formatInteger } from '@parca/contract';

/** The Toplu Görsel Yükle page (/admin/toplu-gorsel). */
export const bulkImages = {
  title: 'Toplu Görsel Yükle',
  subtitle: 'Görselleri ya da bir .zip dosyasını yükleyin; dosya adı stok kodudur',
  intro:
    'Dosya adı ürünün stok kodudur: APL-IP13PRO-EKR-ORJ.jpg. Büyük/küçük harf ve Türkçe harfler fark etmez. ' +
    'Bir stok koduna bağlı tüm ürün varyantları aynı görseli gösterir. APL-IP13PRO-EKR-ORJ_2.jpg, _3.jpg… ' +
    'ek görsellerdir: 2., 3. sıraya yazılır, o sıradaki eski görselin yerini alır.',
  limits:
    `JPEG, PNG ya da WebP; her görsel en fazla 5 MB. Bir seferde en fazla ` +
    `${BULK_IMAGES_MAX_BYTES / 1024 / 1024} MB ve ${formatInteger(BULK_IMAGES_MAX_PICTURES)} görsel (.zip içindekiler sayılır).`,
  pick: 'Görsel ya da .zip seç',
  filesLabel: 'Yüklenecek görseller',
  chosen: (files: number, mb: string) => `${formatInteger(files)} dosya seçildi (${mb} MB)`,
  clear: 'Temizle',
  dryRun: 'Önizle (deneme)',
  apply: 'Uygula',
  applyHint: 'Yalnızca eşleşen görseller dönüştürülür ve yazılır.',
  tooLarge: `Seçilen dosyalar toplam ${BULK_IMAGES_MAX_BYTES / 1024 / 1024} MB'ı geçiyor; daha az dosya seçin.`,
  tooMany: `En fazla ${formatInteger(BULK_IMAGES_MAX_PICTURES)} dosya seçilebilir.`,
  failed: 'Görseller yüklenemedi',
  uploading: (percent: number) => `Gönderiliyor: %${percent}`,
  converting: (done: number, total: number) =>
    `${formatInteger(done)} / ${formatInteger(total)} görsel dönüştürüldü ve yazıldı`,
  previewTitle: 'Önizleme: hiçbir şey yazılmadı',
  doneTitle: 'Görseller yüklendi',
  doneCounts: (written: number, failed: number) =>
    `Ürün varyantlarına ${formatInteger(written)} görsel yazıldı` +
    (failed > 0 ? `, ${formatInteger(failed)} görsel dönüştürülemedi` : ''),
  summary: (r: { pictures: number; matched: number; unmatched: number; duplicates: number; extra: number }) =>
    `${formatInteger(r.pictures)} görsel: ${formatInteger(r.matched)} eşleşti, ${formatInteger(r.unmatched)} ` +
    `eşleşmedi, ${formatInteger(r.duplicates)} tekrar, ${formatInteger(r.extra)} ek görsel`,
  matchedTitle: 'Eşleşenler',
  unmatchedTitle: 'Eşleşmeyenler (stok kodu bulunamadı ya da görsel değil)',
  duplicatesTitle: 'Tekrarlananlar (aynı stok kodu birden çok kez; hiçbiri yazılmaz)',
  extraTitle: 'Ek görseller (_2, _3…; kendi sıralarına yazılır)',
  failedTitle: 'Dönüştürülemeyenler',
  colCode: 'Stok kodu',
  colFile: 'Dosya',
  colVariants: 'Varyant',
  again: 'Yeni yükleme',
};
