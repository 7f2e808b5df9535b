import { type Role, roleNames } from '@parca/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';
import { KitPopover } from '../ui/kit/KitPopover';
import { initials } from './initials';
import { shell } from './messages';

/**
 * The signed-in person in the top bar: an avatar with initials and, on wider screens, the name beside it. A tap shows
 * the full name and the role, so a phone never shows a cut name ("Emre Ay…"), and the way to "Profilim".
 */
export function UserMenu({ name, role }: { name: string; role: Role }) {
  const [open, setOpen] = useState(false);
  return (
    <KitPopover
      open={open}
      onOpenChange={setOpen}
      buttonLabel={name}
      buttonClassName="app-user-menu"
      buttonTestId="user-menu"
      panelLabel={shell.userCard}
      button={
        <>
          <span className="app-user-avatar" aria-hidden="true" data-testid="user-avatar">
            {initials(name)}
          </span>
          <span className="app-user-name" data-testid="user-name">
            {name}
          </span>
        </>
      }
    >
      <div className="app-user-card">
        <strong>{name}</strong>
        <span>{roleNames[role]}</span>
        <Link to={paths.profile} onClick={() => setOpen(false)} data-testid="profile-link">
          {shell.profile}
        </Link>
      </div>
    </KitPopover>
  );
}
