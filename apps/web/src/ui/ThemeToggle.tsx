import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { msg } from '../messages';
import { useDarkTheme } from './theme';

/** The dark/light switch; the choice is kept in localStorage `darkTheme`. */
export function ThemeToggle() {
  const [dark, setDark] = useDarkTheme();
  const label = dark ? msg.theme.toLight : msg.theme.toDark;
  // a native title rather than an antd Tooltip: a tooltip sticks after a tap on phones
  return (
    <Button
      type="text"
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      aria-label={label}
      title={label}
      aria-pressed={dark}
      data-testid="theme-toggle"
      onClick={() => setDark(!dark)}
    />
  );
}
