import { MobileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { msg } from '../messages';
import { paths } from '../paths';

export function Logo() {
  return (
    <Link to={paths.home} className="app-logo" aria-label={msg.app.name}>
      <span className="app-logo-mark" aria-hidden="true">
        <MobileOutlined />
      </span>
      <span className="app-logo-text">{msg.app.name}</span>
    </Link>
  );
}
