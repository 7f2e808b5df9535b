import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { msg } from '../messages';
import { paths } from '../paths';

/** "Anasayfaya dön" (a button that navigates, not a button inside a link). */
export function HomeButton({ type = 'primary' }: { type?: ButtonProps['type'] }) {
  const navigate = useNavigate();
  return (
    <Button type={type} onClick={() => navigate(paths.home)}>
      {msg.common.backHome}
    </Button>
  );
}
