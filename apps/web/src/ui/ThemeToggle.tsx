import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { msg } from '../messages';
import { useDarkTheme } from './darkTheme';
import { KitButton } from './kit/KitButton';

/** The dark/light switch; the choice is kept in localStorage `darkTheme`. */
export function ThemeToggle() {
  const [dark, setDark] = useDarkTheme();
  const label = dark ? msg.theme.toLight : msg.theme.toDark;
  // a native title rather than a tooltip: a tooltip sticks after a tap on phones
  return (
    <KitButton
      quiet
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      aria-label={label}
      title={label}
      aria-pressed={dark}
      data-testid="theme-toggle"
      onClick={() => setDark(!dark)}
    />
  );
}
