/** The user picker's words (ui/users): a payment's or a filter's dealer, the activity log's "who". */
export const userTexts = {
  placeholder: 'Ad, firma, e-posta ya da telefon yazın',
  dealersFailed: 'Bayiler yüklenemedi',
  dealersEmpty: 'Bayi bulunamadı',
  actorsFailed: 'Kullanıcılar yüklenemedi',
  actorsEmpty: 'Kullanıcı bulunamadı',
  /** A user as a picker's option and a receipt name them: "Ayşe Yılmaz — Yılmaz GSM". */
  nameWithCompany: (name: string, company: string | null) => (company ? `${name} — ${company}` : name),
} as const;
