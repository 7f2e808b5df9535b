/** The preview of an import (the İçe Aktar page and the grid's file). */
export const importPreview = {
  filterLabel: 'Önizlemeyi süz',
  filters: {
    all: 'Tümü',
    create: 'Yeni',
    update: 'Değişen',
    delete: 'Silinen',
    skip: 'Atlanan',
    error: 'Hatalı',
  },
  actions: { create: 'Yeni', update: 'Değişir', delete: 'Silinir', skip: 'Atlanır', error: 'Hata' },
  colLine: 'Satır',
  colAction: 'İşlem',
  colTarget: 'Hedef',
  colName: 'Ürün',
  colBefore: 'Önce',
  colAfter: 'Sonra',
  colNote: 'Not / hata',
  empty: 'Bu süzgece uyan satır yok',
  lines: (n: number) => `${n} satır okundu`,
  moreErrors: (n: number) => `ve ${n} hata daha (ilk 1.000 hata listelenir)`,
  newNamesTitle: 'Oluşturulacak kayıtlar',
  newNames: {
    brands: 'Markalar',
    series: 'Seriler',
    models: 'Modeller',
    categories: 'Kategoriler',
    variants: 'Varyantlar',
  },
  errorsTitle: (n: number) => `${n} satırda hata var: dosyayı düzeltip yeniden yükleyin`,
  errorLine: (line: number) => (line === 0 ? 'Dosya' : `${line}. satır`),
};

/** The CSV / Excel download buttons of a list (ui/ExportButtons). */
export const fileExport = {
  csv: 'CSV indir',
  xlsx: 'Excel indir',
  failed: 'Dosya indirilemedi',
  label: (what: string, format: string) => `${what}: ${format} olarak indir`,
};
