import { ReloadOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { errorMessage } from '../api/client';
import { msg } from '../messages';
import { KitAlert } from './kit/KitAlert';
import { KitButton } from './kit/KitButton';

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
    <KitAlert
      type="error"
      title={errorMessage(error, fallback)}
      style={style}
      action={
        <KitButton className="kit-button-small" icon={<ReloadOutlined />} onClick={() => void retry()}>
          {msg.crud.retry}
        </KitButton>
      }
    />
  );
}
