import { PlusOutlined } from '@ant-design/icons';
import { formatInteger } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { getTempUsers, userKeys } from '../../api/users';
import { paths } from '../../paths';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressParams } from '../../ui/useAddressParams';
import { CreateUserModal } from './CreateUserModal';
import { users as t } from './messages';
import { PasswordLinkModal, type ShownLink } from './PasswordLinkModal';
import { TempUsersList } from './TempUsersList';
import { UsersList } from './UsersList';
import {
  changeUserFilters,
  clearedUserFilters,
  parseUserFilters,
  type UserFilters,
  type UsersTab,
  userFiltersToParams,
} from './userLogic';
import './users.css';

/** /admin/users: the users and the pending invitations, "Yeni kullanıcı", and the links an admin hands out. */
export default function UsersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => parseUserFilters(params), [params]);
  const write = (next: (latest: UserFilters) => UserFilters) =>
    setParams((latest) => userFiltersToParams(next(parseUserFilters(latest))));
  const update = (change: Partial<UserFilters>) => write((latest) => changeUserFilters(latest, change));

  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<(ShownLink & { userId?: number }) | null>(null);
  const temp = useQuery({ queryKey: userKeys.temp, queryFn: getTempUsers });
  const waiting = temp.data?.items.length ?? 0;

  const tabs = [
    { key: 'users', label: t.usersTab },
    {
      key: 'temp',
      label: (
        <span className="usr-tab-badge">
          {t.tempTab}
          {waiting > 0 && <Badge count={waiting} size="small" color="gold" aria-hidden />}
          {waiting > 0 && <span className="usr-sr">{t.tempCount(formatInteger(waiting))}</span>}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t.newUser}
          </Button>
        }
      />
      <Card className="usr-card">
        <Tabs
          className="usr-tabs"
          activeKey={filters.tab}
          items={tabs}
          aria-label={t.tabsLabel}
          onChange={(tab) => update({ tab: tab as UsersTab })}
        />
        {filters.tab === 'users' ? (
          <UsersList filters={filters} update={update} reset={() => write(clearedUserFilters)} />
        ) : (
          <TempUsersList query={temp} onLink={setShown} />
        )}
      </Card>
      <CreateUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          setShown({
            kind: 'new',
            name: user.name,
            link: { token: user.newPasswordToken, expiresAt: user.newPasswordExpiresAt },
            created: true,
            userId: user.id,
          });
        }}
      />
      <PasswordLinkModal
        shown={shown}
        onClose={() => setShown(null)}
        extra={
          shown?.userId !== undefined && (
            <Button onClick={() => navigate(paths.adminUser(shown.userId as number))}>{t.openDetail}</Button>
          )
        }
      />
    </>
  );
}
