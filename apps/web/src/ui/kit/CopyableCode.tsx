import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { msg } from '../../messages';
import { copyText } from '../copyText';
import './kit.css';

/**
 * A code (a stock code) with a button that copies it, as antd's copyable text does, without its tooltip and
 * component per row (see QuantityInput): the button says what it does in its name and title, and shows a tick for
 * three seconds once copied.
 */
export function CopyableCode({ code, className }: { code: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? msg.common.copied : msg.common.copy;
  return (
    <span className={className}>
      {code}
      <button
        type="button"
        className="kit-copy"
        aria-label={`${label}: ${code}`}
        title={label}
        onClick={() => void copyText(code).then(setCopied)}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </span>
  );
}
