import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { msg } from '../messages';

/** "Anasayfaya dön" (a button that navigates, not a button inside a link). */
export function HomeButton({ type = 'primary' }: { type?: ButtonProps['type'] }) {
  const navigate = useNavigate();
  return (
    <Button type={type} onClick={() => navigate('/')}>
      {msg.common.backHome}
    </Button>
  );
}
