import { type MailKind, type MailPreferences, mailKindNames, roleNames } from '@parca/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Descriptions, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { getMailPreferences, mailKeys, updateMailPreferences } from '../../api/mail';
import { userKeys, whoami } from '../../api/users';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { profilePage as t } from './messages';
import './profile.css';

/** /profilim: who is signed in, and which optional mails they get (invite and reset always go). */
export default function ProfilePage() {
  const me = useQuery({ queryKey: userKeys.whoami, queryFn: whoami });
  const preferences = useQuery({ queryKey: mailKeys.preferences, queryFn: getMailPreferences });
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="prf-cards">
        <Card title={t.account} className="prf-card">
          {me.isError ? (
            <LoadError error={me.error} fallback={t.loadFailed} retry={me.refetch} />
          ) : me.data ? (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t.name}>{me.data.name}</Descriptions.Item>
              <Descriptions.Item label={t.email}>{me.data.email}</Descriptions.Item>
              <Descriptions.Item label={t.role}>{roleNames[me.data.role]}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </Card>
        <Card title={t.mailTitle} className="prf-card" data-testid="mail-preferences">
          {preferences.isError ? (
            <LoadError error={preferences.error} fallback={t.loadFailed} retry={preferences.refetch} />
          ) : preferences.data ? (
            <MailChoices preferences={preferences.data} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Card>
      </div>
    </>
  );
}

function MailChoices({ preferences }: { preferences: MailPreferences }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<MailKind[]>(
    preferences.optional.filter((kind) => !preferences.off.includes(kind)),
  );
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await updateMailPreferences({ off: preferences.optional.filter((k) => !wanted.includes(k)) });
      queryClient.setQueryData(mailKeys.preferences, saved);
      toast.success(t.saved);
    } catch {
      toast.error(t.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t.mailIntro}</Typography.Paragraph>
      <Checkbox.Group<MailKind>
        className="prf-choices"
        value={wanted}
        onChange={setWanted}
        options={preferences.optional.map((kind) => ({ value: kind, label: mailKindNames[kind] }))}
      />
      <Typography.Paragraph type="secondary" className="prf-always">
        {t.alwaysSent}
      </Typography.Paragraph>
      <Button type="primary" onClick={save} loading={busy}>
        {t.save}
      </Button>
    </>
  );
}
