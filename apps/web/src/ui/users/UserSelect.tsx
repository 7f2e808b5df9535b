import { Role, type UserSummary, type UsersQuery } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { getUsers, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { lookupProps } from '../selects';
import { useDebounced } from '../useDebounced';
import { userTexts as t } from './messages';

export type PickedUser = Pick<UserSummary, 'id' | 'name' | 'companyName'>;
type Candidates = { query: Partial<UsersQuery>; keep: (u: UserSummary) => boolean; failed: string; empty: string };

/**
 * Whom the picker offers. Dealers: active users who are not admins (admins have no account with the shop: never a
 * payment's dealer). Actors: who can be an activity log entry's "Kullanıcı", the admins and anyone with an entry,
 * active or not (the server's `activityActor`).
 */
const candidates: Record<'dealers' | 'actors', Candidates> = {
  dealers: {
    query: { active: true },
    keep: (u: UserSummary) => u.role !== Role.Admin,
    failed: t.dealersFailed,
    empty: t.dealersEmpty,
  },
  actors: { query: { activityActor: true }, keep: () => true, failed: t.actorsFailed, empty: t.actorsEmpty },
};

/**
 * A user picked by searching name, company, e-mail or phone on the server (GET /api/users?search=, 20 at a time).
 * For antd Form and list filters: `value` is the user id; `known` names a user chosen before the list loaded (a
 * filter read from the URL).
 */
export function UserSelect({
  value,
  onChange,
  known,
  who = 'dealers',
  id,
  className,
  ariaLabel,
  placeholder = t.placeholder,
}: {
  value?: number;
  onChange?: (userId: number | undefined, user?: PickedUser) => void;
  known?: PickedUser;
  who?: keyof typeof candidates;
  id?: string;
  className?: string;
  ariaLabel?: string;
  placeholder?: string;
}) {
  const offer = candidates[who];
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [picked, setPicked] = useState<PickedUser | undefined>(known);
  const lookup = { ...offer.query, search: search || undefined, page: 1, pageSize: 20 };
  const query = useQuery({
    queryKey: userKeys.list(lookup),
    queryFn: () => getUsers(lookup),
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    const items: PickedUser[] = (query.data?.items ?? []).filter(offer.keep);
    // the chosen user keeps its label when a new search no longer lists it
    const chosen = picked?.id === value ? picked : known?.id === value ? known : undefined;
    if (chosen && !items.some((u) => u.id === chosen.id)) items.unshift(chosen);
    return items.map((u) => ({ value: u.id, label: t.nameWithCompany(u.name, u.companyName), user: u }));
  }, [query.data, offer, picked, known, value]);
  const state = lookupProps(query, offer.failed);

  return (
    <Select<number, (typeof options)[number]>
      id={id}
      className={className}
      aria-label={ariaLabel}
      value={value}
      options={options}
      placeholder={placeholder}
      status={state.status}
      loading={query.isFetching}
      notFoundContent={state.notFoundContent ?? (query.isFetching ? msg.app.loading : offer.empty)}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onChange={(userId, option) => {
        const user = Array.isArray(option) ? undefined : option?.user;
        setPicked(user);
        setText('');
        onChange?.(userId ?? undefined, user);
      }}
      popupMatchSelectWidth={false}
      allowClear
    />
  );
}
