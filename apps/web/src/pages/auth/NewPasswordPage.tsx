import { SetPasswordPage } from './SetPasswordForm';

/** /newUser/newPassword/:token: a new user chooses their first password through the admin's invitation. */
export default function NewPasswordPage() {
  return <SetPasswordPage kind="new" />;
}
