import { SetPasswordPage } from './SetPasswordForm';

/** /users/forgotPassword/:token: a user chooses a new password through the reset link an admin issued. */
export default function ResetPasswordPage() {
  return <SetPasswordPage kind="forgot" />;
}
