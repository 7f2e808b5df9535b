import {
  formatDateTime,
  formatInteger,
  type MailItem,
  type MailStatus,
  mailKindNames,
  mailStatusNames,
} from '@parca/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { getMailStatus, getMails, mailKeys, retryMail, sendSampleMail } from '../../api/mail';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { ServerTable, usePager } from '../../ui/ServerTable';
import { dateTimeColumn } from '../../ui/tableColumns';
import { mailTexts as t } from './messages';

const statusColors: Record<MailStatus, string> = {
  queued: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
};

/** "E-posta gönderimi": whether this server sends mail, the sample to the admin's own address, and the outbox. */
export function MailSettings() {
  const status = useQuery({ queryKey: mailKeys.status, queryFn: getMailStatus });
  return (
    <Card title={t.title} className="set-card set-mail" data-testid="mail-settings">
      {status.isError && !status.data ? (
        <LoadError error={status.error} fallback={t.statusFailed} retry={status.refetch} />
      ) : status.data?.configured ? (
        <Alert
          type="success"
          showIcon
          title={t.configured}
          description={t.configuredHelp(status.data.from ?? t.defaultFrom, status.data.publicUrl ?? '')}
        />
      ) : status.data ? (
        <Alert type="warning" showIcon title={t.notConfigured} description={t.notConfiguredHelp} />
      ) : null}
      {status.data && (
        <Typography.Paragraph type="secondary" className="set-mail-counts">
          {t.counts(formatInteger(status.data.queued), formatInteger(status.data.failed))}
        </Typography.Paragraph>
      )}
      <SampleButton />
      <MailList />
    </Card>
  );
}

function SampleButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { mail } = await sendSampleMail();
      if (mail.status === 'sent') toast.success(t.sampleSent(mail.recipient));
      else if (mail.status === 'skipped') toast.warning(t.notConfigured);
      else if (mail.status === 'failed') toast.error(t.sampleFailed);
      else toast.info(t.sampleQueued(mail.recipient));
      void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    } catch {
      toast.error(t.sampleFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap className="set-mail-sample">
      <Button onClick={send} loading={busy}>
        {t.sample}
      </Button>
      <Typography.Text type="secondary">{t.sampleHelp}</Typography.Text>
    </Space>
  );
}

function MailList() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<'all' | 'failed'>('all');
  const pager = usePager([10, 20, 50]);
  const status = filter === 'failed' ? 'failed' : undefined;
  const query = useQuery({
    queryKey: mailKeys.list(pager.page, pager.pageSize, status),
    queryFn: () => getMails(pager.page, pager.pageSize, status),
    placeholderData: keepPreviousData,
  });
  const retry = async (id: number) => {
    try {
      await retryMail(id);
      toast.success(t.retried);
    } catch {
      toast.error(t.retryFailed);
    }
    void queryClient.invalidateQueries({ queryKey: mailKeys.all });
  };
  const columns: TableProps<MailItem>['columns'] = [
    dateTimeColumn(t.colDate, 'createdAt', 150),
    { title: t.colRecipient, dataIndex: 'recipient', key: 'recipient', width: 200, ellipsis: true },
    {
      title: t.colSubject,
      key: 'subject',
      render: (_: unknown, m) => (
        <>
          <div>{m.subject}</div>
          <Typography.Text type="secondary" className="set-mail-kind">
            {mailKindNames[m.kind]}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t.colStatus,
      key: 'status',
      width: 190,
      render: (_: unknown, m) => (
        <div className="set-mail-status">
          <Tag color={statusColors[m.status]}>{mailStatusNames[m.status]}</Tag>
          {m.lastError && (
            <Typography.Text type="secondary" className="set-mail-error" title={m.lastError}>
              {m.lastError}
            </Typography.Text>
          )}
          {m.nextAttemptAt && m.attempts > 0 && (
            <Typography.Text type="secondary" className="set-mail-error">
              {t.nextAttempt(formatDateTime(m.nextAttemptAt))}
            </Typography.Text>
          )}
          {m.status === 'failed' && (
            <Button size="small" onClick={() => retry(m.id)}>
              {t.retry}
            </Button>
          )}
        </div>
      ),
    },
    { title: t.colAttempts, dataIndex: 'attempts', key: 'attempts', width: 80, align: 'right' },
  ];
  return (
    <div className="set-mail-list">
      <Typography.Title level={5}>{t.listTitle}</Typography.Title>
      <ServerTable<MailItem>
        query={query}
        columns={columns}
        texts={{ listFailed: t.listFailed, empty: t.empty }}
        toolbar={
          <Segmented
            value={filter}
            onChange={(v) => {
              setFilter(v as 'all' | 'failed');
              pager.setPage(1);
            }}
            options={[
              { value: 'all', label: t.all },
              { value: 'failed', label: t.failedOnly },
            ]}
          />
        }
        scrollX={720}
        size="small"
        {...pager}
      />
    </div>
  );
}
