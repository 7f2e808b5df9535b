import { CheckOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportColumn, type ImportResult, importColumns } from '@parca/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Table, type TableProps, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { downloadTemplate, getImportJob, importKeys, type PageImportKind, runImport } from '../../api/imports';
import type { FileFormat } from '../../ui/download';
import { toast } from '../../ui/kit/toast';
import { ImportPreview } from './ImportPreview';
import { newJobId, progressView } from './importLogic';
import { imports as t } from './messages';
import { errorsOfDetails } from './previewLogic';

const columnTable: TableProps<ImportColumn>['columns'] = [
  { title: t.colHeader, dataIndex: 'header', width: 150, render: (h: string) => <strong>{h}</strong> },
  {
    title: t.colRequired,
    dataIndex: 'required',
    width: 120,
    render: (required: boolean) => (required ? <Tag color="blue">{t.required}</Tag> : t.optional),
  },
  { title: t.colDescription, dataIndex: 'description', width: 360 },
  {
    title: t.colExamples,
    dataIndex: 'examples',
    width: 220,
    render: (examples: readonly string[]) => examples.filter(Boolean).join(' · '),
  },
];

type Run = { dryRun: boolean; jobId: string };

/** One import: its columns and template, the file, the dry run's preview, "Uygula" and its counts. */
export function ImportPanel({ kind }: { kind: PageImportKind }) {
  const [file, setFile] = useState<File>();
  const [run, setRun] = useState<Run>();
  const [upload, setUpload] = useState<{ sent: number; total: number }>();
  const [preview, setPreview] = useState<ImportResult>();
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState<ImportResult>();
  const needsFile = kind !== 'clean-stock-codes';

  // the job's progress while its request runs (404 until the server has started it)
  const job = useQuery({
    queryKey: importKeys.job(run?.jobId ?? ''),
    queryFn: () => getImportJob(run?.jobId ?? ''),
    enabled: run !== undefined,
    refetchInterval: 400,
    retry: false,
  });

  const start = useMutation({
    mutationFn: (next: Run) => {
      setRun(next);
      setUpload(undefined);
      return runImport(kind, file, { ...next, onUpload: (sent, total) => setUpload({ sent, total }) });
    },
    onSuccess: (result) => {
      setRefused(false);
      if (result.dryRun) setPreview(result);
      else {
        setPreview(undefined);
        setDone(result);
      }
    },
    onError: (err, next) => {
      const lines = err instanceof ApiError ? errorsOfDetails(err.details) : [];
      if (!next.dryRun && lines.length > 0 && preview) {
        // the real run checks again: what changed since the preview is listed as the preview's errors
        setPreview({ ...preview, errors: lines, failed: new Set(lines.map((l) => l.line)).size, moreErrors: 0 });
        setRefused(true);
      } else toast.error(errorMessage(err, t.failed));
    },
    onSettled: () => setRun(undefined),
  });

  const reset = () => {
    setFile(undefined);
    setPreview(undefined);
    setDone(undefined);
    setRefused(false);
  };
  const template = (format: FileFormat) => {
    if (kind === 'clean-stock-codes') return;
    downloadTemplate(kind, format).catch((err) => toast.error(errorMessage(err, t.templateFailed)));
  };
  const progress = progressView(upload, job.data);
  const canApply = preview !== undefined && preview.errors.length === 0 && preview.moreErrors === 0 && !done;

  return (
    <div className="imp-panel">
      <Typography.Paragraph>{t.intro[kind]}</Typography.Paragraph>
      {kind !== 'clean-stock-codes' && (
        <section className="imp-section" aria-label={t.columnsTitle}>
          <Typography.Title level={2} className="imp-title">
            {t.columnsTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t.columnsHint}</Typography.Paragraph>
          <Table<ImportColumn>
            size="small"
            rowKey="key"
            pagination={false}
            columns={columnTable}
            dataSource={[...importColumns[kind]]}
            scroll={{ x: 850 }}
          />
          <Space wrap className="imp-buttons">
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => template('csv')}>
              {t.templateCsv}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => template('xlsx')}>
              {t.templateXlsx}
            </Button>
          </Space>
        </section>
      )}
      <Space wrap className="imp-buttons">
        {needsFile && (
          <Upload
            accept=".csv,.txt,.xlsx"
            maxCount={1}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            onRemove={reset}
            beforeUpload={(picked) => {
              reset();
              setFile(picked);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} aria-label={t.fileLabel}>
              {t.pickFile}
            </Button>
          </Upload>
        )}
        <Button
          icon={<EyeOutlined aria-hidden />}
          disabled={(needsFile && !file) || start.isPending}
          loading={start.isPending && run?.dryRun}
          onClick={() => {
            setDone(undefined);
            start.mutate({ dryRun: true, jobId: newJobId() });
          }}
        >
          {needsFile ? t.dryRun : t.dryRunClean}
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          disabled={!canApply || start.isPending}
          loading={start.isPending && run?.dryRun === false}
          onClick={() => start.mutate({ dryRun: false, jobId: newJobId() })}
          title={t.applyHint}
        >
          {t.apply}
        </Button>
      </Space>
      {start.isPending && (
        <div className="imp-progress" role="status">
          <Progress percent={progress.percent ?? 100} status="active" showInfo={progress.percent !== undefined} />
          <span className="stk-muted">{progress.text}</span>
        </div>
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          title={t.doneTitle}
          description={t.counts(done)}
          action={
            needsFile ? (
              <Button size="small" onClick={reset}>
                {t.again}
              </Button>
            ) : undefined
          }
        />
      )}
      {refused && <Alert type="error" showIcon title={t.realRunRefused} />}
      {preview && !done && (
        <section className="imp-section" aria-label={t.previewTitle}>
          <Typography.Title level={2} className="imp-title">
            {t.previewTitle}
          </Typography.Title>
          <ImportPreview result={preview} />
        </section>
      )}
    </div>
  );
}
