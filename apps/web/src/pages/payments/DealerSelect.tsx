import { Role, type UserSummary } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { getUsers, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { lookupProps } from '../../ui/selects';
import { useDebounced } from '../../ui/useDebounced';
import { account as t } from './messages';

export type Dealer = Pick<UserSummary, 'id' | 'name' | 'companyName'>;

/**
 * A dealer picked by searching name, company, e-mail or phone on the server (GET /api/users?search=, 20 at a time).
 * For antd Form and list filters: `value` is the user id; `known` names a dealer chosen before the list loaded (a
 * filter read from the URL).
 */
export function DealerSelect({
  value,
  onChange,
  known,
  id,
  className,
  ariaLabel,
  placeholder = t.dealerPlaceholder,
}: {
  value?: number;
  onChange?: (userId: number | undefined, dealer?: Dealer) => void;
  known?: Dealer;
  id?: string;
  className?: string;
  ariaLabel?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [picked, setPicked] = useState<Dealer | undefined>(known);
  const lookup = { search: search || undefined, active: true, page: 1, pageSize: 20 };
  const query = useQuery({
    queryKey: userKeys.list(lookup),
    queryFn: () => getUsers(lookup),
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    // admins have no account with the shop: they are never a payment's dealer
    const items: Dealer[] = (query.data?.items ?? []).filter((u) => u.role !== Role.Admin);
    // the chosen dealer keeps its label when a new search no longer lists it
    const chosen = picked?.id === value ? picked : known?.id === value ? known : undefined;
    if (chosen && !items.some((d) => d.id === chosen.id)) items.unshift(chosen);
    return items.map((d) => ({ value: d.id, label: t.dealerOption(d.name, d.companyName), dealer: d }));
  }, [query.data, picked, known, value]);
  const state = lookupProps(query, t.dealersFailed);

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
      notFoundContent={state.notFoundContent ?? (query.isFetching ? msg.app.loading : t.dealersEmpty)}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onChange={(userId, option) => {
        const dealer = Array.isArray(option) ? undefined : option?.dealer;
        setPicked(dealer);
        setText('');
        onChange?.(userId ?? undefined, dealer);
      }}
      popupMatchSelectWidth={false}
      allowClear
    />
  );
}
