import { useNavigate } from 'react-router';
import { msg } from '../messages';
import { paths } from '../paths';
import { KitButton } from './kit/KitButton';

/** "Anasayfaya dön" (a button that navigates, not a button inside a link); primary unless `plain`. */
export function HomeButton({ plain = false }: { plain?: boolean }) {
  const navigate = useNavigate();
  return (
    <KitButton primary={!plain} onClick={() => navigate(paths.home)}>
      {msg.common.backHome}
    </KitButton>
  );
}
