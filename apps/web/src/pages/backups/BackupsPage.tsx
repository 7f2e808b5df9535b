import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { type BackupFile, formatDateTime, formatInteger, formatNumber } from '@parca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { backupKeys, createBackup, getBackups } from '../../api/backups';
import { errorMessage } from '../../api/client';
import { backupsApi } from '../../api/routes';
import { downloadRouteFile } from '../../ui/download';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { backupsPage as t } from './messages';

/** "1,4 MB", "820 kB": a file's size as people read it. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatInteger(Math.ceil(bytes / 1024))} kB`;

/** /admin/yedekler: the backups, "Şimdi yedekle" and each file's download (docs/operations.md#backups-and-restore). */
export default function BackupsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: backupKeys.all, queryFn: getBackups });
  const backUp = useMutation({
    mutationFn: createBackup,
    onSuccess: (file) => toast.success(t.created(file.name)),
    onError: (err) => toast.error(errorMessage(err, t.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
  const download = (file: BackupFile) =>
    downloadRouteFile(backupsApi.downloadBackup, { params: { name: file.name } }, file.name).catch((err) =>
      toast.error(errorMessage(err, t.downloadFailed)),
    );
  const status = query.data;
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={
          <Button
            type="primary"
            icon={<CloudDownloadOutlined aria-hidden />}
            loading={backUp.isPending}
            disabled={!status || status.unavailable !== null}
            onClick={() => backUp.mutate()}
          >
            {t.backupNow}
          </Button>
        }
      />
      {status?.unavailable ? (
        <Alert type="info" showIcon title={status.unavailable} style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        {status ? (
          <Typography.Paragraph type="secondary">
            {t.schedule(status.schedule, formatInteger(status.keep))} {status.running ? t.running : null}
          </Typography.Paragraph>
        ) : null}
        {query.isError && !status ? (
          <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
        ) : (
          <Table<BackupFile>
            rowKey="name"
            size="middle"
            loading={query.isPending}
            dataSource={status?.items ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t.empty }}
            columns={[
              { title: t.colCreatedAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
              {
                title: t.colName,
                dataIndex: 'name',
                render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
              },
              { title: t.colSize, dataIndex: 'bytes', align: 'right', render: (v: number) => sizeText(v) },
              {
                title: '',
                key: 'download',
                render: (_: unknown, file) => (
                  <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download(file)}>
                    {t.download}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
