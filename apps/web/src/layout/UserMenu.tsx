import { type Role, roleNames } from '@parca/contract';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';
import { initials } from './initials';
import { shell } from './messages';

/**
 * The signed-in person in the top bar: an avatar with initials and, on wider screens, the name beside it. A tap shows
 * the full name and the role, so a phone never shows a cut name ("Emre Ay…"), and the way to "Profilim".
 */
export function UserMenu({ name, role }: { name: string; role: Role }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={
        <div className="app-user-card">
          <strong>{name}</strong>
          <span>{roleNames[role]}</span>
          <Link to={paths.profile} onClick={() => setOpen(false)} data-testid="profile-link">
            {shell.profile}
          </Link>
        </div>
      }
    >
      <Button type="text" className="app-user-menu" aria-label={name} data-testid="user-menu">
        <span className="app-user-avatar" aria-hidden="true" data-testid="user-avatar">
          {initials(name)}
        </span>
        <span className="app-user-name" data-testid="user-name">
          {name}
        </span>
      </Button>
    </Popover>
  );
}
