import { ClearOutlined } from '@ant-design/icons';
import { formatInteger, formatNumber, formatUsdCents, type Role, type UserSummary } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { getUsers, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { useIsPhone } from '../../ui/breakpoint';
import { LoadError } from '../../ui/LoadError';
import { nextPage, tablePaging } from '../../ui/paging';
import { SearchInput } from '../../ui/SearchInput';
import { FilterSelect } from '../../ui/selects';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import { BalanceCell } from './BalanceCell';
import { users as t } from './messages';
import { roleOptions } from './UserFields';
import { RoleTag, StatusTags } from './UserTags';
import { type ActiveFilter, hasUserFilters, toUsersQuery, USER_PAGE_SIZES, type UserFilters } from './userLogic';

const activeOptions: { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: t.all },
  { value: 'active', label: t.active },
  { value: 'passive', label: t.passive },
];

/** The "Kullanıcılar" tab: search, role and active filters in the URL, the server's page of users; a row opens one. */
export function UsersList({
  filters,
  update,
  reset,
}: {
  filters: UserFilters;
  update: (change: Partial<UserFilters>) => void;
  /** Back to the unfiltered list. */
  reset: () => void;
}) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const [searchText, setSearchText] = useUrlSearchText(filters.search, (search) => update({ search }));
  const listQuery = toUsersQuery(filters);
  const query = useQuery({
    queryKey: userKeys.list(listQuery),
    queryFn: () => getUsers(listQuery),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <div className="usr-toolbar">
        <SearchInput
          className="usr-search"
          placeholder={t.searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect<Role>
          label={t.filterRole}
          placeholder={t.filterRole}
          options={roleOptions}
          value={filters.role}
          onChange={(role) => update({ role })}
        />
        <Segmented<ActiveFilter>
          aria-label={t.filterActive}
          options={activeOptions}
          value={filters.active}
          onChange={(active) => update({ active })}
        />
        {hasUserFilters(filters) && (
          <Button
            icon={<ClearOutlined aria-hidden />}
            onClick={() => {
              setSearchText('');
              reset();
            }}
          >
            {t.clearFilters}
          </Button>
        )}
        <span className="usr-total">{msg.common.totalRecords(formatInteger(query.data?.total ?? 0))}</span>
      </div>
      {query.isError && (
        <LoadError error={query.error} fallback={t.listFailed} retry={query.refetch} style={{ marginBottom: 16 }} />
      )}
      <Table<UserSummary>
        className="usr-table"
        rowKey="id"
        size="middle"
        columns={phone ? phoneColumns : desktopColumns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={phone ? undefined : { x: 900 }}
        // the name is the keyboard's link; a click anywhere on the row opens the user too
        onRow={(row) => ({ onClick: () => navigate(paths.adminUser(row.id)), className: 'usr-row' })}
        pagination={tablePaging(filters.page, filters.pageSize, query.data?.total, USER_PAGE_SIZES, (p, s) =>
          update({ page: nextPage(p, s, filters.pageSize), pageSize: s }),
        )}
      />
    </>
  );
}

function UserName({ user }: { user: UserSummary }) {
  return (
    <div className="usr-name">
      <Link to={paths.adminUser(user.id)} onClick={(e) => e.stopPropagation()}>
        {user.name}
      </Link>
      {user.companyName && <span className="usr-muted">{user.companyName}</span>}
    </div>
  );
}

const limitText = (cents: number | null) => (cents === null ? t.noLimit : formatUsdCents(cents));

const desktopColumns: TableProps<UserSummary>['columns'] = [
  { title: t.colUser, key: 'user', render: (_: unknown, row) => <UserName user={row} /> },
  {
    title: t.colContact,
    key: 'contact',
    width: 220,
    render: (_: unknown, row) => (
      <div className="usr-name">
        <span className="usr-break">{row.email}</span>
        {row.phone && <span className="usr-muted usr-nowrap app-tabular">{row.phone}</span>}
        {row.city && <span className="usr-muted">{row.city}</span>}
      </div>
    ),
  },
  {
    title: t.colRoleStatus,
    key: 'status',
    width: 130,
    render: (_: unknown, row) => (
      <span className="usr-tags">
        <RoleTag role={row.role} />
        <StatusTags user={row} />
      </span>
    ),
  },
  {
    title: t.colDiscount,
    dataIndex: 'discountPercent',
    align: 'right',
    width: 76,
    render: (n: number) => <span className="app-tabular">{t.percent(formatNumber(n, 0, 2))}</span>,
  },
  {
    title: t.colLimit,
    dataIndex: 'creditLimitCents',
    align: 'right',
    width: 110,
    render: (cents: number | null) => <span className="app-tabular usr-nowrap">{limitText(cents)}</span>,
  },
  {
    title: t.colBalance,
    dataIndex: 'balanceCents',
    align: 'right',
    width: 150,
    render: (cents: number) => <BalanceCell cents={cents} />,
  },
];

/** On a phone: the user (name, company, e-mail, role, status) and the balance, no sideways scrolling. */
const phoneColumns: TableProps<UserSummary>['columns'] = [
  {
    title: t.colUser,
    key: 'user',
    render: (_: unknown, row) => (
      <div className="usr-phone-user">
        <UserName user={row} />
        <span className="usr-muted usr-break">{row.email}</span>
        <span className="usr-tags">
          <RoleTag role={row.role} />
          <StatusTags user={row} />
        </span>
      </div>
    ),
  },
  {
    title: t.colBalance,
    dataIndex: 'balanceCents',
    align: 'right',
    width: 116,
    render: (cents: number) => <BalanceCell cents={cents} />,
  },
];
