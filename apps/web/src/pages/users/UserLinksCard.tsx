import { DeleteOutlined, KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatDateTime, type PasswordLinkInfo, type UserDetail } from '@parca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { errorMessage } from '../../api/client';
import { createForgotPasswordLink, deleteForgotPasswordLink, reissueNewUserLink, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { toast } from '../../ui/kit/toast';
import { users as t } from './messages';
import type { ShownLink } from './PasswordLinkModal';

/**
 * The user's password links. An activated user: "Şifre sıfırlama bağlantısı oluştur" and the live reset links, each
 * deletable. A temp user: their invitation's last day and "Yeni bağlantı" (the old link dies).
 */
export function UserLinksCard({ user, onLink }: { user: UserDetail; onLink: (shown: ShownLink) => void }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  const issue = useMutation({
    mutationFn: () => (user.activated ? createForgotPasswordLink(user.id) : reissueNewUserLink(user.id)),
    onSuccess: (link) => onLink({ kind: user.activated ? 'forgot' : 'new', name: user.name, link }),
    onError: (err) => toast.error(errorMessage(err, user.activated ? t.resetLinkFailed : t.reissueFailed)),
    onSettled: refresh,
  });

  return (
    <Card title={t.linksTitle} className="usr-links">
      {user.activated ? (
        <>
          <Typography.Paragraph type="secondary">{t.resetLinksHelp}</Typography.Paragraph>
          <Button icon={<KeyOutlined aria-hidden />} loading={issue.isPending} onClick={() => issue.mutate()}>
            {t.createResetLink}
          </Button>
          <ResetLinks links={user.forgotPasswordLinks} refresh={refresh} />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t.inviteStatus}</Typography.Paragraph>
          <InviteState link={user.newUserLink} />
          <Button icon={<ReloadOutlined aria-hidden />} loading={issue.isPending} onClick={() => issue.mutate()}>
            {t.reissue}
          </Button>
        </>
      )}
    </Card>
  );
}

function InviteState({ link }: { link: UserDetail['newUserLink'] }) {
  if (!link) return <Typography.Paragraph type="danger">{t.inviteMissing}</Typography.Paragraph>;
  const at = formatDateTime(link.expiresAt);
  return link.expired ? (
    <Typography.Paragraph type="danger">{t.inviteExpiredAt(at)}</Typography.Paragraph>
  ) : (
    <Typography.Paragraph type="secondary">{t.inviteUntil(at)}</Typography.Paragraph>
  );
}

function ResetLinks({ links, refresh }: { links: PasswordLinkInfo[]; refresh: () => unknown }) {
  const remove = useMutation({
    mutationFn: (id: number) => deleteForgotPasswordLink(id),
    onSuccess: () => toast.success(t.linkDeleted),
    onError: (err) => toast.error(errorMessage(err, t.deleteLinkFailed)),
    onSettled: refresh,
  });
  if (links.length === 0) {
    return (
      <Typography.Paragraph type="secondary" className="usr-no-links">
        {t.noResetLinks}
      </Typography.Paragraph>
    );
  }
  return (
    <ul className="usr-reset-links">
      {links.map((link) => (
        <li key={link.id}>
          <span className="app-tabular">
            {t.resetLinkRow(formatDateTime(link.createdAt), formatDateTime(link.expiresAt))}
          </span>
          <Popconfirm
            title={t.deleteLinkConfirm}
            okText={t.deleteLink}
            okButtonProps={{ danger: true }}
            cancelText={msg.common.cancel}
            onConfirm={() => remove.mutateAsync(link.id).catch(() => undefined)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
              {t.deleteLink}
            </Button>
          </Popconfirm>
        </li>
      ))}
    </ul>
  );
}
