import { CheckOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { type BulkImagesResult, formatNumber } from '@parca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { uploadBulkImages } from '../../api/images';
import { toast } from '../../ui/kit/toast';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BulkImagesPreview } from './BulkImagesPreview';
import { applyBatches, choiceProblem, mergeResults } from './bulkImagesLogic';
import { bulkImages as t } from './messages';
import './bulk-images.css';

type Progressing = { sent: number; total: number; done: number; pictures: number };

/** "Toplu görsel yükle": pick pictures or a zip, preview what they match, then convert and link them in batches. */
export default function BulkImagesPage() {
  useDocumentTitle(t.title);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<BulkImagesResult>();
  const [done, setDone] = useState<BulkImagesResult>();
  const [progress, setProgress] = useState<Progressing>();

  const reset = () => {
    setFiles([]);
    setPreview(undefined);
    setDone(undefined);
  };
  const onUpload = (sent: number, total: number) => setProgress((p) => (p ? { ...p, sent, total } : p));

  const check = useMutation({
    mutationFn: () => {
      setProgress({ sent: 0, total: 0, done: 0, pictures: 0 });
      return uploadBulkImages(files, true, onUpload);
    },
    onSuccess: setPreview,
    onError: (err) => toast.error(errorMessage(err, t.failed)),
    onSettled: () => setProgress(undefined),
  });

  const apply = useMutation({
    mutationFn: async (matched: BulkImagesResult) => {
      const pictures = matched.matched.length;
      setProgress({ sent: 0, total: 0, done: 0, pictures });
      const results: BulkImagesResult[] = [];
      // One request after another: each converts its pictures two at a time on the server.
      for (const batch of applyBatches(files, matched)) {
        const result = await uploadBulkImages(batch, false, onUpload);
        results.push(result);
        const finished = result.matched.length + result.failed.length;
        setProgress((p) => (p ? { ...p, sent: 0, total: 0, done: p.done + finished } : p));
      }
      return mergeResults(results);
    },
    onSuccess: (result) => {
      setDone(result);
      setPreview(undefined);
      // Pictures show on product, model and catalogue pages: whatever is cached is stale.
      queryClient.invalidateQueries();
    },
    onError: (err) => toast.error(errorMessage(err, t.failed)),
    onSettled: () => setProgress(undefined),
  });

  const problem = choiceProblem(files);
  const busy = check.isPending || apply.isPending;
  // at least 0,1: a handful of small pictures is not "0 MB"
  const megabytes = formatNumber(Math.max(0.1, files.reduce((n, f) => n + f.size, 0) / 1024 / 1024), 0, 1);
  const percent =
    progress && progress.pictures > 0
      ? Math.round((progress.done / progress.pictures) * 100)
      : progress && progress.total > 0
        ? Math.round((progress.sent / progress.total) * 100)
        : undefined;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="bimg-panel">
        <Typography.Paragraph>{t.intro}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t.limits}</Typography.Paragraph>
        <Space wrap>
          <Upload
            multiple
            accept=".jpg,.jpeg,.png,.webp,.zip"
            showUploadList={false}
            beforeUpload={(_file, picked) => {
              // called once per file with the whole choice: take it on the first call only
              if (picked[0] === _file) {
                setPreview(undefined);
                setDone(undefined);
                setFiles(picked);
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} aria-label={t.filesLabel} disabled={busy}>
              {t.pick}
            </Button>
          </Upload>
          <Button
            icon={<EyeOutlined aria-hidden />}
            disabled={files.length === 0 || problem !== undefined || busy}
            loading={check.isPending}
            onClick={() => {
              setDone(undefined);
              check.mutate();
            }}
          >
            {t.dryRun}
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            disabled={!preview || preview.matched.length === 0 || busy}
            loading={apply.isPending}
            onClick={() => preview && apply.mutate(preview)}
            title={t.applyHint}
          >
            {t.apply}
          </Button>
          {files.length > 0 && !busy && <Button onClick={reset}>{t.clear}</Button>}
        </Space>
        {files.length > 0 && <Typography.Text>{t.chosen(files.length, megabytes)}</Typography.Text>}
        {problem && <Alert type="error" showIcon title={problem === 'tooLarge' ? t.tooLarge : t.tooMany} />}
        {progress && (
          <div className="bimg-progress" role="status">
            <Progress percent={percent ?? 0} status="active" />
            <span>
              {progress.pictures > 0
                ? t.converting(progress.done, progress.pictures)
                : t.uploading(progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0)}
            </span>
          </div>
        )}
        {done && (
          <Alert
            type={done.failed.length > 0 ? 'warning' : 'success'}
            showIcon
            title={t.doneTitle}
            description={t.doneCounts(done.written, done.failed.length)}
            action={
              <Button size="small" onClick={reset}>
                {t.again}
              </Button>
            }
          />
        )}
        {done && done.failed.length > 0 && <BulkImagesPreview result={{ ...done, matched: [] }} />}
        {preview && (
          <section aria-label={t.previewTitle}>
            <Typography.Title level={2} className="bimg-subtitle">
              {t.previewTitle}
            </Typography.Title>
            <BulkImagesPreview result={preview} />
          </section>
        )}
      </div>
    </>
  );
}
