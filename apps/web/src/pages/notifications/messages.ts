/** The bell's and the notifications page's own words. */
export const notificationTexts = {
  title: 'Bildirimler',
  subtitle: 'Siparişler, stoklar ve hesabınızla ilgili haberler',
  bellLabel: (count: string) => `Bildirimler, ${count} okunmamış`,
  latest: 'Son bildirimler',
  seeAll: 'Tümünü gör',
  markAllRead: 'Tümünü okundu işaretle',
  markedAllRead: 'Tüm bildirimler okundu işaretlendi',
  markFailed: 'Bildirimler okundu işaretlenemedi',
  all: 'Tümü',
  unread: 'Okunmamış',
  anyKind: 'Tüm türler',
  kindLabel: 'Bildirim türü',
  filterLabel: 'Okunma durumu',
  empty: 'Bildirim yok',
  emptyUnread: 'Okunmamış bildirim yok',
  listFailed: 'Bildirimler alınamadı',
  unreadMark: 'Okunmadı',
  mailOff: 'E-posta ayarlı değil',
  mailOffText:
    'Sunucuda e-posta gönderimi ayarlı değil: bayiler sipariş ve şifre e-postası almıyor; haberler yalnızca burada görünür.',
} as const;
