import { UploadOutlined } from '@ant-design/icons';
import type { StockFilePreview } from '@parca/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { previewStockFile } from '../../api/imports';
import { bulkUpdateStocks } from '../../api/stocks';
import { msg } from '../../messages';
import { toast } from '../../ui/kit/toast';
import { ImportPreview } from '../imports';
import { bulk as t } from './messages';

/**
 * The grid's file coming back: the server reads it and answers the preview and the rows; "Uygula" sends those rows
 * to the bulk update as they are (each quantity with the quantity the file was exported with), whatever the grid
 * shows, so a file about stocks outside the current filter applies too. A bad line blocks "Uygula": the person
 * fixes the file and uploads it again.
 */
export function StockFileUpload({ reason, onApplied }: { reason: string; onApplied: () => void }) {
  const [preview, setPreview] = useState<StockFilePreview>();
  const [sent, setSent] = useState<number>();

  const read = useMutation({
    mutationFn: (file: File) =>
      previewStockFile(file, (done, total) => setSent(total ? (100 * done) / total : undefined)),
    onSuccess: setPreview,
    onError: (err) => toast.error(errorMessage(err, t.previewFailed)),
    onSettled: () => setSent(undefined),
  });
  const apply = useMutation({
    mutationFn: (p: StockFilePreview) => bulkUpdateStocks({ items: p.items, reason: reason.trim() || undefined }),
    onSuccess: (result) => {
      toast.success(t.applied(result.changed));
      setPreview(undefined);
      onApplied();
    },
    onError: (err) => toast.error(errorMessage(err, t.saveFailed)),
  });

  const blocked = !preview || preview.errors.length > 0 || preview.moreErrors > 0 || preview.items.length === 0;
  return (
    <>
      <Upload
        accept=".csv,.txt,.xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          read.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={read.isPending} title={t.uploadHint}>
          {t.upload}
        </Button>
      </Upload>
      {sent !== undefined && <Progress percent={Math.round(sent)} size="small" className="blk-upload-progress" />}
      <Modal
        open={preview !== undefined}
        title={t.previewTitle}
        width={1000}
        onCancel={() => setPreview(undefined)}
        okText={t.previewApply(preview?.items.length ?? 0)}
        okButtonProps={{ disabled: blocked }}
        confirmLoading={apply.isPending}
        onOk={() => preview && apply.mutate(preview)}
        cancelText={msg.common.cancel}
        destroyOnHidden
      >
        {preview && (
          <>
            {preview.errors.length === 0 && preview.items.length === 0 && (
              <Alert type="info" title={t.previewNothing} className="blk-gap" />
            )}
            <ImportPreview result={preview} />
          </>
        )}
      </Modal>
    </>
  );
}
