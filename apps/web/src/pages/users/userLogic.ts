import { Role, roleValues, type UserCreate, type UserDetail, type UsersQuery } from '@parca/contract';
import { paths } from '../../paths';
import { type DecimalValue, readDecimal } from '../../ui/DecimalInput';
import { PAGE_SIZES, positiveInt } from '../../ui/paging';

// ---- the list's state in the URL: ?tab=davet&search=&role=&active=&page=&size= ----

export type UsersTab = 'users' | 'temp';
export type ActiveFilter = 'all' | 'active' | 'passive';

export interface UserFilters {
  tab: UsersTab;
  search: string;
  role?: Role;
  active: ActiveFilter;
  page: number;
  pageSize: number;
}

export const USER_PAGE_SIZES = PAGE_SIZES;
export const defaultUserFilters: UserFilters = { tab: 'users', search: '', active: 'all', page: 1, pageSize: 20 };
/** The pending-invitations tab in the URL (Turkish, as people read it). */
const TEMP_TAB_PARAM = 'davet';

/** Reads the URL; anything unreadable falls back to the default. */
export function parseUserFilters(params: URLSearchParams): UserFilters {
  const role = positiveInt(params.get('role'));
  const active = params.get('active');
  const size = positiveInt(params.get('size'));
  return {
    tab: params.get('tab') === TEMP_TAB_PARAM ? 'temp' : 'users',
    search: params.get('search')?.trim() ?? '',
    role: role !== undefined && (roleValues as readonly number[]).includes(role) ? (role as Role) : undefined,
    active: active === 'true' ? 'active' : active === 'false' ? 'passive' : 'all',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultUserFilters.pageSize,
  };
}

/** The filters as URL search params, defaults left out (a clean list has a clean URL). */
export function userFiltersToParams(f: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.tab === 'temp') params.set('tab', TEMP_TAB_PARAM);
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.role) params.set('role', String(f.role));
  if (f.active !== 'all') params.set('active', String(f.active === 'active'));
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== defaultUserFilters.pageSize) params.set('size', String(f.pageSize));
  return params;
}

/** Applies a change: changing anything but the page starts again from page 1. */
export function changeUserFilters(current: UserFilters, change: Partial<UserFilters>): UserFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Back to the first page of the unfiltered list, keeping the tab and the page size. */
export const clearedUserFilters = (f: UserFilters): UserFilters => ({
  ...defaultUserFilters,
  tab: f.tab,
  pageSize: f.pageSize,
});

export const hasUserFilters = (f: UserFilters) => Boolean(f.search || f.role || f.active !== 'all');

/** The filters as the GET /api/users query. */
export function toUsersQuery(f: UserFilters): Partial<UsersQuery> {
  return {
    search: f.search.trim() || undefined,
    role: f.role,
    active: f.active === 'all' ? undefined : f.active === 'active',
    page: f.page,
    pageSize: f.pageSize,
  };
}

// ---- the user form (the create dialog and the profile card) ----

/** What the form holds: the contract's fields as typed (numbers as Turkish decimal text), empty text meaning none. */
export interface UserFormValues {
  email: string;
  name: string;
  companyName?: string | null;
  phone?: string | null;
  taxOffice?: string | null;
  taxNumber?: string | null;
  address?: string | null;
  city?: string | null;
  role: Role;
  discountPercent: DecimalValue;
  /** The dealer's price group; empty: none. */
  priceGroupId?: number | null;
  /** Empty: no credit limit. */
  creditLimitUsd: DecimalValue;
  active?: boolean;
}

/** A new user starts as a dealer (Kullanıcı) without discount or limit. */
export const newUserValues: Partial<UserFormValues> = { role: Role.Kullanici, discountPercent: 0 };

/** A saved user as the profile form starts. */
export function userFormValues(user: UserDetail): UserFormValues {
  return {
    email: user.email,
    name: user.name,
    companyName: user.companyName,
    phone: user.phone,
    taxOffice: user.taxOffice,
    taxNumber: user.taxNumber,
    address: user.address,
    city: user.city,
    role: user.role,
    discountPercent: user.discountPercent,
    priceGroupId: user.priceGroupId,
    creditLimitUsd: user.creditLimitCents === null ? null : user.creditLimitCents / 100,
    active: user.active,
  };
}

/**
 * The form as the create (or update) body. Every profile field is sent, a cleared one as null (a cleared select
 * leaves undefined, which JSON would drop, and the server would keep the old value); an empty limit is "no limit".
 */
export function toUserBody(values: UserFormValues): UserCreate & { active?: boolean } {
  const orNull = (v: string | null | undefined) => v ?? null;
  return {
    email: values.email,
    name: values.name,
    companyName: orNull(values.companyName),
    phone: orNull(values.phone),
    taxOffice: orNull(values.taxOffice),
    taxNumber: orNull(values.taxNumber),
    address: orNull(values.address),
    city: orNull(values.city),
    role: values.role,
    discountPercent: readDecimal(values.discountPercent) ?? 0,
    priceGroupId: values.priceGroupId ?? null,
    creditLimitUsd: readDecimal(values.creditLimitUsd),
    ...(values.active !== undefined && { active: values.active }),
  };
}

// ---- password links: shown once, copied or shared by the admin ----

export type LinkKind = 'new' | 'forgot';

/** The page a link opens: `/newUser/newPassword/{token}` or `/users/forgotPassword/{token}`. */
export function passwordLinkUrl(origin: string, kind: LinkKind, token: string): string {
  return `${origin}${paths.passwordLink(kind, token)}`;
}

/** WhatsApp's share page with `text` ready to send to a contact the person picks. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
