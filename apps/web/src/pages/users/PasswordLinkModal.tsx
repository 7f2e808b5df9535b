import { CheckCircleFilled, CopyOutlined, SendOutlined } from '@ant-design/icons';
import { formatDateTime, type IssuedLink } from '@parca/contract';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { copyText } from '../../ui/copyText';
import { toast } from '../../ui/kit/toast';
import { users as t } from './messages';
import { type LinkKind, passwordLinkUrl, whatsappShareUrl } from './userLogic';

/** A link just issued, for whom: its token is shown only now (the server keeps its hash). */
export interface ShownLink {
  kind: LinkKind;
  /** The user's name, for the greeting. */
  name: string;
  link: Pick<IssuedLink, 'token' | 'expiresAt'>;
  /** The user was just created: the dialog says so. */
  created?: boolean;
}

/**
 * The link an admin hands out (an invitation or a password reset): the address to copy, how long it lives, and a
 * WhatsApp message with it. `extra` adds a footer button (the new user's page).
 */
export function PasswordLinkModal({
  shown,
  onClose,
  extra,
}: {
  shown: ShownLink | null;
  onClose: () => void;
  extra?: ReactNode;
}) {
  return (
    <Modal
      open={shown !== null}
      title={shown && <LinkTitle shown={shown} />}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap>
          {extra}
          <Button type="primary" onClick={onClose}>
            {t.close}
          </Button>
        </Space>
      }
    >
      {shown && <LinkBody shown={shown} />}
    </Modal>
  );
}

function LinkTitle({ shown }: { shown: ShownLink }) {
  if (shown.created) {
    return (
      <span className="usr-link-created">
        <CheckCircleFilled aria-hidden /> {t.createdTitle}
      </span>
    );
  }
  return shown.kind === 'new' ? t.inviteTitle : t.resetTitle;
}

function LinkBody({ shown }: { shown: ShownLink }) {
  const inputId = useId();
  const url = passwordLinkUrl(window.location.origin, shown.kind, shown.link.token);
  const until = formatDateTime(shown.link.expiresAt);
  const intro = shown.created
    ? t.createdText(shown.name)
    : shown.kind === 'new'
      ? t.inviteText(shown.name)
      : t.resetText(shown.name);
  const greeting =
    shown.kind === 'new' ? t.inviteMessage(shown.name, url, until) : t.resetMessage(shown.name, url, until);

  const copy = async () => {
    if (await copyText(url)) toast.success(t.copied);
    else toast.error(t.copyFailed);
  };

  return (
    <div className="usr-link">
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <label className="usr-link-label" htmlFor={inputId}>
        {t.linkLabel}
      </label>
      <Space.Compact block>
        <Input id={inputId} readOnly value={url} className="usr-link-input" onFocus={(e) => e.target.select()} />
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={copy}>
          {t.copy}
        </Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" className="usr-link-note">
        {t.linkValid(until)} {t.linkOnce}
      </Typography.Paragraph>
      <Button
        icon={<SendOutlined aria-hidden />}
        href={whatsappShareUrl(greeting)}
        target="_blank"
        rel="noopener noreferrer"
        className="usr-whatsapp"
      >
        {t.whatsapp}
      </Button>
    </div>
  );
}
