/** The shell's own words: top bar, menu, the links' descriptions and the route titles (router.tsx). */
export const shell = {
  menuToggle: 'Menüyü aç/kapat',
  cart: 'Sepetim',
  cartWithCount: (n: string) => `Sepetim (${n} ürün)`,
  logout: 'Çıkış Yap',
  profile: 'Profilim',
  navigation: 'Ana menü',
  footerRate: 'Dolar kuru',
} as const;

export const menu = {
  home: 'Anasayfa',
  myPayments: 'Bakiye & Ödemeler',
  myOrders: 'Tüm Siparişlerim',
  cart: 'Sepetim',
  logout: 'Çıkış Yap',
  adminGroup: 'Admin İşlemleri',
  pendingOrders: (n: string) => `${n} bekleyen sipariş`,
  users: 'Kullanıcılar',
  brands: 'Markalar',
  series: 'Seriler',
  models: 'Modeller',
  stocks: 'Stoklar',
  products: 'Ürünler',
  orders: 'Siparişler',
  categories: 'Kategoriler',
  variants: 'Varyantlar',
  dolarKuru: 'Dolar Kuru',
  payments: 'Ödemeler',
  bulkStockUpdate: 'Toplu Stok Güncelleme',
  imports: 'İçe Aktar',
  bulkImages: 'Toplu Görsel Yükle',
  settings: 'Ayarlar',
  priceGroups: 'Fiyat Grupları',
  priceList: 'Fiyat Listem',
  notifications: 'Bildirimler',
} as const;

export const menuDescriptions = {
  quickCart: 'Sepetteki ürünleri görüntüleyin ve sipariş verin',
  quickOrders: 'Siparişlerinizin durumunu takip edin',
  quickPayments: 'Cari hesap bakiyeniz ve ödemeleriniz',
  notifications: 'Siparişler, stoklar ve hesabınızla ilgili haberler',
  priceList: 'Size özel net fiyatlar; Excel ve CSV',
} as const;

export const adminDescriptions = {
  users: 'Bayi ve çalışan hesapları, şifre bağlantıları',
  brands: 'Telefon markaları',
  series: 'Marka serileri',
  models: 'Telefon modelleri ve ürünleri',
  stocks: 'Stok kodları, adetler ve fiyatlar',
  products: 'Ürünler, varyantlar ve görseller',
  orders: 'Tüm bayi siparişleri',
  categories: 'Yedek parça, aksesuar ve hırdavat kategorileri',
  variants: 'Orijinal, OEM, renk gibi seçenekler',
  dolarKuru: 'Güncel kur ve kur geçmişi',
  payments: 'Bayi ödemeleri ve cari hesaplar',
  bulkStockUpdate: 'Stok ve fiyatları toplu güncelleyin',
  imports: 'Ürün, model ve açıklama dosyalarını yükleyin',
  bulkImages: 'Stok koduyla adlandırılmış görselleri ya da .zip yükleyin',
  settings: 'KDV oranı',
  priceGroups: 'Bayi gruplarının iskonto kuralları',
} as const;

export const placeholders = {
  modelProducts: 'Model ürünleri',
  cart: 'Sepetim',
  myPayments: 'Bakiye & Ödemeler',
  myOrders: 'Tüm Siparişlerim',
  userDetail: 'Kullanıcı detayı',
  modelDetail: 'Model ürünleri',
  productDetail: 'Ürün detayı',
  newPassword: 'Şifre belirleme',
  forgotPassword: 'Şifre sıfırlama',
  profile: 'Profilim',
} as const;
