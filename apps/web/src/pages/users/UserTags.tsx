import { Role, roleNames, type UserSummary } from '@parca/contract';
import { Tag } from 'antd';
import { users as t } from './messages';

const roleColours: Record<Role, string> = { [Role.Admin]: 'purple', [Role.Calisan]: 'blue', [Role.Kullanici]: 'cyan' };

export function RoleTag({ role }: { role: UserSummary['role'] }) {
  return <Tag color={roleColours[role]}>{roleNames[role]}</Tag>;
}

/** Aktif / Pasif, and (inside a `usr-tags` row) "Şifre bekleniyor" while the user has not set a password. */
export function StatusTags({ user }: { user: Pick<UserSummary, 'active' | 'activated'> }) {
  return (
    <>
      <Tag color={user.active ? 'green' : 'default'}>{user.active ? t.active : t.passive}</Tag>
      {!user.activated && <Tag color="gold">{t.notActivated}</Tag>}
    </>
  );
}
