import { z } from 'zod';
import { email, password, role } from './auth.ts';
import {
  centsPrecision,
  dbId,
  dbId as id,
  idParam,
  idResponse,
  isoDate,
  nameText,
  paged,
  pageQuery,
  searchText,
  text,
} from './common.ts';
import { labelled } from './fields.ts';
import { normaliseMobilePhone } from './phone.ts';
import { priceRuleSet, priceRules, storedPriceRule } from './price-groups.ts';
import { findProvince } from './provinces.ts';
import { defineArea } from './route.ts';
import { isValidTaxNumber } from './tax-id.ts';

export const whoamiResponse = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role });
export type WhoamiResponse = z.infer<typeof whoamiResponse>;

export const createDefaultUserBody = z.object({
  name: labelled('Ad', nameText(2, 120)),
  email,
  password,
});
export type CreateDefaultUserBody = z.infer<typeof createDefaultUserBody>;

/**
 * What the signed-in person's screens price and word things with (docs/domain.md#what-a-dealer-is-shown): their own
 * discount (the list price struck through beside their net price), the shop's KDV rate (prices are KDV hariç) and the
 * low-stock threshold ("Son N adet"). Anyone signed in reads their own; the shop's settings stay admin-only.
 */
export const myTerms = z.object({
  /** The dealer's own 'all' rule (5.5 is 5,5 %); the prices come from `priceRules`. */
  discountPercent: z.number(),
  /** The rules that price this dealer (their group's and their own), resolved per product by `resolvePriceRule`. */
  priceRules: priceRuleSet,
  kdvPercent: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type MyTerms = z.infer<typeof myTerms>;

/** Public: tells the login page whether to offer the first-admin form. */
export const firstUserStatus = z.object({ needsFirstUser: z.boolean() });
export type FirstUserStatus = z.infer<typeof firstUserStatus>;

// ---- user management (docs/domain.md#users-and-links) ----

/** How long a set-password or reset-password link lives. */
export const PASSWORD_LINK_HOURS = 72;
/** The most a discount and a credit limit may be. */
export const MAX_DISCOUNT_PERCENT = 100;
export const MAX_CREDIT_LIMIT_USD = 100_000_000;

/** An optional form field: empty text or null means "none" and is stored as null. */
export const blankIsNull = <T extends z.ZodType>(label: string, schema: T) =>
  labelled(
    label,
    z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()),
  ).optional();

export const userName = labelled('Ad Soyad', nameText(2, 120));
export const companyName = blankIsNull('Firma adı', nameText(1, 160));
export const phone = blankIsNull(
  'Telefon',
  z.string().transform((typed, ctx) => {
    const normalised = normaliseMobilePhone(typed);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: 'Geçerli bir cep telefonu olmalıdır (05xx xxx xx xx)' });
      return z.NEVER;
    }
    return normalised;
  }),
);
export const taxOffice = blankIsNull('Vergi dairesi', nameText(1, 120));
export const taxNumber = blankIsNull(
  'Vergi / T.C. kimlik no',
  z
    .string()
    .trim()
    .regex(/^\d{10,11}$/, { message: 'VKN 10, TCKN 11 haneli olmalıdır', abort: true })
    .refine(isValidTaxNumber, { message: 'Kontrol haneleri tutmuyor; numarayı kontrol edin' }),
);
export const address = blankIsNull('Adres', text().trim().max(500));
export const city = blankIsNull(
  'İl',
  z.string().transform((typed, ctx) => {
    const province = findProvince(typed);
    if (province === null) {
      ctx.addIssue({ code: 'custom', message: "Türkiye'nin 81 ilinden biri olmalıdır" });
      return z.NEVER;
    }
    return province;
  }),
);
export const discountPercent = labelled(
  'İskonto (%)',
  z
    .number()
    .min(0)
    .max(MAX_DISCOUNT_PERCENT)
    .refine(...centsPrecision),
);
/** USD; null (or no value) means no limit. */
export const creditLimitUsd = labelled(
  'Risk limiti (USD)',
  z
    .number()
    .min(0)
    .max(MAX_CREDIT_LIMIT_USD)
    .refine(...centsPrecision)
    .nullable(),
);

const profileFields = {
  name: userName,
  companyName,
  phone,
  taxOffice,
  taxNumber,
  address,
  city,
  role: labelled('Rol', role),
  /** Sets (or, with 0, removes) the dealer's own 'all' rule in `priceRules`. */
  discountPercent: discountPercent.optional(),
  creditLimitUsd: creditLimitUsd.optional(),
  priceGroupId: labelled('Fiyat grubu', dbId.nullable()).optional(),
  priceRules: priceRules.optional(),
};

/** A new user, without a password: they set it through the link the answer carries. */
export const userCreate = z.object({ email, ...profileFields });
export type UserCreate = z.input<typeof userCreate>;

/** Changes to a user: only the fields sent change. `active: false` ends their sessions at once. */
export const userUpdate = z.object({ email, ...profileFields, active: labelled('Aktif', z.boolean()) }).partial();
export type UserUpdate = z.input<typeof userUpdate>;

/** A user as the admin's list shows them. Money in USD cents; the balance is positive when the dealer owes. */
export const userSummary = z.object({
  id,
  email: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role,
  active: z.boolean(),
  /** False for a temp user: created, password not yet set. */
  activated: z.boolean(),
  /** The dealer's own 'all' rule, 0 without one. */
  discountPercent: z.number(),
  priceGroupId: z.number().int().nullable(),
  priceGroupName: z.string().nullable(),
  creditLimitCents: z.number().int().nullable(),
  balanceCents: z.number().int(),
  createdAt: isoDate,
});
export type UserSummary = z.infer<typeof userSummary>;

/** A live password link (its token is shown only once, when it is issued). */
export const passwordLinkInfo = z.object({ id, createdAt: isoDate, expiresAt: isoDate });
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfo>;

export const userDetail = userSummary.extend({
  /** The dealer's own price rules (docs/domain.md#pricing). */
  priceRules: z.array(storedPriceRule),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  pendingOrderCount: z.number().int(),
  pendingOrderCents: z.number().int(),
  /** Limit − balance − pending orders; null without a limit. */
  availableCents: z.number().int().nullable(),
  /** A temp user's newest set-password link, live or not (null once activated). */
  newUserLink: passwordLinkInfo.extend({ expired: z.boolean() }).nullable(),
  /** Reset links not yet used, expired or deleted. */
  forgotPasswordLinks: z.array(passwordLinkInfo),
});
export type UserDetail = z.infer<typeof userDetail>;

/** The new user and their set-password token: the link is `/newUser/newPassword/{newPasswordToken}`. */
export const createdUser = userDetail.extend({ newPasswordToken: z.string(), newPasswordExpiresAt: isoDate });
export type CreatedUser = z.infer<typeof createdUser>;

const roleQuery = labelled(
  'Rol',
  z.enum(['1', '2', '3'], { message: 'Geçerli bir rol olmalıdır (1–3)' }).transform((s) => Number(s) as 1 | 2 | 3),
);
const booleanQuery = (label: string) =>
  labelled(
    label,
    z.enum(['true', 'false'], { message: 'true ya da false olmalıdır' }).transform((s) => s === 'true'),
  );
export const usersQuery = pageQuery.extend({
  /** Every word in the name, company, e-mail or phone (the search key, docs/domain.md#search-key). */
  search: searchText.optional(),
  role: roleQuery.optional(),
  active: booleanQuery('Aktif').optional(),
  /**
   * True: only who can be the "Kullanıcı" of an activity log entry (docs/domain.md#activity-log), the admins and
   * anyone with an entry in it (a former admin too), active or not; false: everyone else.
   */
  activityActor: booleanQuery('İşlem yapan').optional(),
});
export type UsersQuery = z.infer<typeof usersQuery>;
export const userList = paged(userSummary);
export type UserList = z.infer<typeof userList>;

/** Users who have not set their password yet, with their newest link's expiry. */
export const tempUser = z.object({
  id,
  email: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  role,
  createdAt: isoDate,
  linkExpiresAt: isoDate.nullable(),
  linkExpired: z.boolean(),
});
export type TempUser = z.infer<typeof tempUser>;
export const tempUserList = z.object({ items: z.array(tempUser) });

/** A freshly issued link: its token appears only here (the database keeps its hash). */
export const issuedLink = z.object({ id, token: z.string(), expiresAt: isoDate });
export type IssuedLink = z.infer<typeof issuedLink>;

export const linkTokenParam = z.object({ guid: labelled('Bağlantı', text().max(200)) });
/** Who a link is for, so the page can greet them before they choose a password. */
export const linkOwner = z.object({ name: z.string(), email: z.string() });
export type LinkOwner = z.infer<typeof linkOwner>;
export const setPasswordBody = z.object({ token: labelled('Bağlantı', text().min(1).max(200)), password });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
/** After a password is set: the e-mail to sign in with. */
export const passwordSet = z.object({ email: z.string() });

export const forgotPasswordLinkBody = z.object({ userId: labelled('Kullanıcı', id) });

export const usersApi = defineArea('users', {
  whoami: {
    method: 'GET',
    path: '/users/whoami',
    access: 'signedIn',
    summary: 'Oturumdaki kullanıcı',
    status: 200,
    response: whoamiResponse,
  },
  getMyTerms: {
    method: 'GET',
    path: '/users/me/terms',
    access: 'signedIn',
    summary: 'Oturumdaki kullanıcının iskontosu, KDV oranı ve az stok eşiği',
    status: 200,
    response: myTerms,
  },
  getFirstUserStatus: {
    method: 'GET',
    path: '/users/first/status',
    access: 'public',
    summary: 'Hiç kullanıcı yoksa giriş sayfası ilk yöneticiyi oluşturmayı önerir',
    status: 200,
    response: firstUserStatus,
  },
  createDefaultUser: {
    method: 'POST',
    path: '/users/first/create-default-user',
    access: 'public',
    summary: 'İlk yönetici (yalnız hiç kullanıcı yokken; sonra 409)',
    body: createDefaultUserBody,
    status: 201,
    response: idResponse,
  },
  getUsers: {
    method: 'GET',
    path: '/users',
    access: 'admin',
    summary: 'Kullanıcılar (ad, firma, e-posta, telefon araması; rol, aktiflik ve işlem geçmişi süzgeci; sayfalı)',
    query: usersQuery,
    status: 200,
    response: userList,
  },
  getTempUsers: {
    method: 'GET',
    path: '/users/tempUsers',
    access: 'admin',
    summary: 'Şifresini henüz belirlememiş kullanıcılar ve bağlantılarının son günü',
    status: 200,
    response: tempUserList,
  },
  deleteTempUser: {
    method: 'DELETE',
    path: '/users/tempUsers/:id',
    access: 'admin',
    summary: 'Şifresini belirlememiş kullanıcıyı sil (etkinleşmişse 409)',
    params: idParam,
    status: 204,
    response: null,
  },
  reissueNewUserLink: {
    method: 'POST',
    path: '/users/tempUsers/:id/link',
    access: 'admin',
    summary: 'Yeni şifre belirleme bağlantısı üret (eskisi geçersiz olur)',
    params: idParam,
    status: 201,
    response: issuedLink,
  },
  getUser: {
    method: 'GET',
    path: '/users/:id',
    access: 'admin',
    summary: 'Bir kullanıcı: bakiye, bekleyen siparişler, risk limiti ve bağlantıları',
    params: idParam,
    status: 200,
    response: userDetail,
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'admin',
    summary: 'Kullanıcı oluştur (şifresiz; cevaptaki bağlantıyla kendisi belirler)',
    body: userCreate,
    status: 201,
    response: createdUser,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/:id',
    access: 'admin',
    summary: 'Kullanıcıyı güncelle (pasife alınca oturumları hemen kapanır; son aktif yönetici korunur)',
    params: idParam,
    body: userUpdate,
    status: 200,
    response: userDetail,
  },
  getNewPasswordLink: {
    method: 'GET',
    path: '/users/newPassword/:guid',
    access: 'public',
    summary: 'Şifre belirleme bağlantısı kimin (bilinmiyorsa 404; kullanılmış ya da süresi dolmuşsa 410)',
    params: linkTokenParam,
    status: 200,
    response: linkOwner,
  },
  createPassword: {
    method: 'POST',
    path: '/users/createPassword',
    access: 'public',
    summary: 'Yeni kullanıcı şifresini belirler; bağlantı bir daha kullanılamaz',
    body: setPasswordBody,
    status: 200,
    response: passwordSet,
  },
  createForgotPasswordLink: {
    method: 'POST',
    path: '/users/createForgotPasswordLink',
    access: 'admin',
    summary: 'Şifre sıfırlama bağlantısı üret (72 saat, tek kullanımlık)',
    body: forgotPasswordLinkBody,
    status: 201,
    response: issuedLink,
  },
  getForgotPasswordLink: {
    method: 'GET',
    path: '/users/forgotPassword/:guid',
    access: 'public',
    summary: 'Şifre sıfırlama bağlantısı kimin (bilinmiyorsa 404; kullanılmış ya da süresi dolmuşsa 410)',
    params: linkTokenParam,
    status: 200,
    response: linkOwner,
  },
  updatePassword: {
    method: 'POST',
    path: '/users/updatePassword',
    access: 'public',
    summary: 'Şifreyi sıfırla; bağlantı ölür, kullanıcının bütün oturumları kapanır',
    body: setPasswordBody,
    status: 200,
    response: passwordSet,
  },
  deleteForgotPasswordLink: {
    method: 'DELETE',
    path: '/users/forgotPasswordLinks/:id',
    access: 'admin',
    summary: 'Şifre sıfırlama bağlantısını geçersiz kıl',
    params: idParam,
    status: 204,
    response: null,
  },
});
