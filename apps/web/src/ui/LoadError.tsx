import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { errorMessage } from '../api/client';
import { msg } from '../messages';

/** A failed load: the server's message (else `fallback`) and a "Tekrar dene" button. */
export function LoadError({
  error,
  fallback,
  retry,
  style,
}: {
  error: unknown;
  fallback: string;
  retry: () => unknown;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(error, fallback)}
      style={style}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void retry()}>
          {msg.crud.retry}
        </Button>
      }
    />
  );
}
