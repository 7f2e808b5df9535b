import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import type { ClientRoute } from '../api/clientRoute';
import { msg } from '../messages';
import { downloadRouteFile, type FileFormat } from './download';
import { toast } from './kit/toast';

const t = msg.fileExport;

type Query = Record<string, string | number | boolean | undefined>;

/** "CSV indir" and "Excel indir": the server's file of the list as filtered (`query`), saved under the server's name. */
export function ExportButtons({ route, query, fileName }: { route: ClientRoute; query: Query; fileName: string }) {
  const [busy, setBusy] = useState<FileFormat>();
  const download = (format: FileFormat) => {
    setBusy(format);
    downloadRouteFile(route, { query: { ...query, format } }, `${fileName}.${format}`)
      .catch((err) => toast.error(errorMessage(err, t.failed)))
      .finally(() => setBusy(undefined));
  };
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === format}
          onClick={() => download(format)}
        >
          {t[format]}
        </Button>
      ))}
    </>
  );
}
