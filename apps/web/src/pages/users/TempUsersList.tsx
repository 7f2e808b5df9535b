import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatDateTime, type Role, type TempUser } from '@parca/contract';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { deleteTempUser, reissueNewUserLink, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { useIsPhone } from '../../ui/breakpoint';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { users as t } from './messages';
import type { ShownLink } from './PasswordLinkModal';
import { RoleTag } from './UserTags';

/**
 * "Davet bekleyenler": users who have not set their password yet, with their link's last day (red once past), a
 * fresh link ("Yeni bağlantı": the old one dies) and "Sil".
 */
export function TempUsersList({
  query,
  onLink,
}: {
  query: UseQueryResult<{ items: TempUser[] }>;
  onLink: (shown: ShownLink) => void;
}) {
  const phone = useIsPhone();
  const actions = useTempUserActions(onLink);
  const columns = phone ? phoneColumns(actions) : desktopColumns(actions);
  return (
    <>
      {query.isError && (
        <LoadError error={query.error} fallback={t.tempListFailed} retry={query.refetch} style={{ marginBottom: 16 }} />
      )}
      <Table<TempUser>
        className="usr-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t.tempEmpty }}
        scroll={phone ? undefined : { x: 880 }}
        pagination={false}
      />
    </>
  );
}

type Actions = ReturnType<typeof useTempUserActions>;

function useTempUserActions(onLink: (shown: ShownLink) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  const reissue = useMutation({
    mutationFn: (user: TempUser) => reissueNewUserLink(user.id),
    onSuccess: (link, user) => onLink({ kind: 'new', name: user.name, link }),
    onError: (err) => toast.error(errorMessage(err, t.reissueFailed)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (user: TempUser) => deleteTempUser(user.id),
    onSuccess: () => toast.success(t.tempDeleted),
    // 409: the user set their password meanwhile; the list is read again either way
    onError: (err) => toast.error(errorMessage(err, t.deleteTempFailed)),
    onSettled: refresh,
  });
  return { reissue, remove };
}

function LinkExpiry({ user }: { user: TempUser }) {
  if (!user.linkExpiresAt) return <Typography.Text type="danger">{t.noLink}</Typography.Text>;
  const at = <span className="app-tabular usr-nowrap">{formatDateTime(user.linkExpiresAt)}</span>;
  if (!user.linkExpired) return at;
  return (
    <span className="usr-expired">
      <Typography.Text type="danger">{at}</Typography.Text>
      <Tag color="red">{t.linkExpired}</Tag>
    </span>
  );
}

function RowActions({ user, actions }: { user: TempUser; actions: Actions }) {
  const reissuing = actions.reissue.isPending && actions.reissue.variables?.id === user.id;
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<ReloadOutlined aria-hidden />}
        loading={reissuing}
        onClick={() => actions.reissue.mutate(user)}
      >
        {t.reissue}
      </Button>
      <Popconfirm
        title={t.deleteTempConfirm(user.name)}
        description={t.deleteTempText}
        okText={t.deleteTemp}
        okButtonProps={{ danger: true }}
        cancelText={msg.common.cancel}
        onConfirm={() => actions.remove.mutateAsync(user).catch(() => undefined)}
      >
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
          {t.deleteTemp}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function TempName({ user }: { user: TempUser }) {
  return (
    <div className="usr-name">
      <Link to={paths.adminUser(user.id)}>{user.name}</Link>
      {user.companyName && <span>{user.companyName}</span>}
      <span className="usr-muted usr-break">{user.email}</span>
    </div>
  );
}

function desktopColumns(actions: Actions): TableProps<TempUser>['columns'] {
  return [
    { title: t.colUser, key: 'user', render: (_: unknown, row) => <TempName user={row} /> },
    { title: t.colRole, dataIndex: 'role', width: 100, render: (role: Role) => <RoleTag role={role} /> },
    {
      title: t.colCreated,
      dataIndex: 'createdAt',
      width: 140,
      render: (at: string) => <span className="app-tabular usr-nowrap">{formatDateTime(at)}</span>,
    },
    { title: t.colLinkExpiry, key: 'expiry', width: 170, render: (_: unknown, row) => <LinkExpiry user={row} /> },
    {
      title: t.colActions,
      key: 'actions',
      width: 210,
      render: (_: unknown, row) => <RowActions user={row} actions={actions} />,
    },
  ];
}

/** On a phone: one column with the user, the link's last day and the actions. */
function phoneColumns(actions: Actions): TableProps<TempUser>['columns'] {
  return [
    {
      title: t.colUser,
      key: 'user',
      render: (_: unknown, row) => (
        <div className="usr-phone-user">
          <TempName user={row} />
          <span>
            <span className="usr-muted">{t.colLinkExpiry}: </span>
            <LinkExpiry user={row} />
          </span>
          <RowActions user={row} actions={actions} />
        </div>
      ),
    },
  ];
}
