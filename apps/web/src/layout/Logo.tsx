import { MobileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { msg } from '../messages';

export function Logo() {
  return (
    <Link to="/" className="app-logo" aria-label={msg.app.name}>
      <span className="app-logo-mark" aria-hidden="true">
        <MobileOutlined />
      </span>
      <span className="app-logo-text">{msg.app.name}</span>
    </Link>
  );
}
