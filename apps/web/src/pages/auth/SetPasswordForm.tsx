import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { type LinkOwner, PASSWORD_MIN_LENGTH, password, type SetPasswordBody } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin, theme } from 'antd';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client';
import { createPassword, getForgotPasswordLink, getNewPasswordLink, updatePassword, userKeys } from '../../api/users';
import { openSignInPage } from '../../auth/guard';
import { paths } from '../../paths';
import { applyFieldErrors, rulesFor } from '../../ui/formRules';
import { AuthCard } from './AuthCard';
import { auth } from './messages';
import { PasswordRepeatField } from './passwordRules';
import { type PasswordStrength, passwordStrength } from './passwordStrength';
import './setPassword.css';

const t = auth.setPassword;

/** `new`: a new user's first password (the invitation); `forgot`: a reset an admin issued. */
export type PasswordLinkKind = 'new' | 'forgot';

const calls = {
  new: {
    check: getNewPasswordLink,
    save: createPassword,
    intro: t.newIntro,
    submit: t.submitNew,
    savedTitle: t.savedNewTitle,
    saved: t.savedNew,
  },
  forgot: {
    check: getForgotPasswordLink,
    save: updatePassword,
    intro: t.resetIntro,
    submit: t.submitReset,
    savedTitle: t.savedResetTitle,
    saved: t.savedReset,
  },
} satisfies Record<PasswordLinkKind, object>;

/**
 * The public page a password link opens: the link is checked first (unknown: "Bağlantı bulunamadı"; used, re-issued or
 * expired: the server's 410 message), then the person chooses a password and goes to the sign-in page.
 */
export function SetPasswordPage({ kind }: { kind: PasswordLinkKind }) {
  const { token = '' } = useParams();
  const check = useQuery({
    queryKey: userKeys.link(kind, token),
    queryFn: () => calls[kind].check(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // the link died between the check and the submit (used in another tab, re-issued)
  const [died, setDied] = useState<ApiError | null>(null);
  const problem = died ?? check.error;

  return (
    <AuthCard>
      {problem ? (
        <LinkProblem error={problem} retry={() => void check.refetch()} />
      ) : check.data ? (
        <PasswordForm kind={kind} token={token} owner={check.data} onDied={setDied} />
      ) : (
        <div className="pwd-checking">
          <Spin aria-hidden />
          <span>{t.checking}</span>
        </div>
      )}
    </AuthCard>
  );
}

/** Why the link cannot be used, and where to go: the sign-in page, or (a network failure) try again. */
function LinkProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const _navigate = useNavigate();
  const status = error instanceof ApiError ? error.status : 0;
  // a 410 says what happened to the link (used, re-issued, expired); the page adds what to do
  const [title, text, hint] =
    status === 404
      ? [t.notFoundTitle, t.notFoundText]
      : status === 410
        ? [t.goneTitle, errorMessage(error, t.goneText), t.askAdmin]
        : status === 429
          ? [t.tooManyTitle, errorMessage(error)]
          : [t.failedTitle, errorMessage(error)];
  const final = status === 404 || status === 410;
  return (
    <div role="alert">
      <h1 className="app-auth-title">{title}</h1>
      <p className="app-auth-text">{text}</p>
      {hint && <p className="app-auth-text">{hint}</p>}
      <Button type={final ? 'primary' : 'default'} size="large" block onClick={() => openSignInPage()}>
        {t.toLogin}
      </Button>
      {!final && (
        <Button type="primary" size="large" block onClick={retry} style={{ marginTop: 12 }}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}

interface PasswordValues {
  password: string;
  passwordRepeat: string;
}

function PasswordForm({
  kind,
  token,
  owner,
  onDied,
}: {
  kind: PasswordLinkKind;
  token: string;
  owner: LinkOwner;
  onDied: (error: ApiError) => void;
}) {
  const _navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const typed = Form.useWatch('password', form) ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const emailId = useId();

  const onFinish = async (values: PasswordValues) => {
    setBusy(true);
    setError(null);
    const body: SetPasswordBody = { token, password: values.password };
    try {
      await calls[kind].save(body);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) return onDied(err);
      if (!applyFieldErrors(form, err)) setError(errorMessage(err, t.failed));
      return;
    }
    setDone(true);
  };

  // the link is spent: the page says so and leads to the sign-in page (no toast: the public pages have no antd App)
  if (done) {
    return (
      <div role="status">
        <h1 className="app-auth-title">{calls[kind].savedTitle}</h1>
        <p className="app-auth-text">{calls[kind].saved}</p>
        <Button
          type="primary"
          size="large"
          block
          autoFocus
          onClick={() => openSignInPage(paths.login({ email: owner.email }))}
        >
          {auth.submit}
        </Button>
      </div>
    );
  }

  return (
    <>
      <h1 className="app-auth-title">{t.greeting(owner.name)}</h1>
      <p className="app-auth-text">{calls[kind].intro}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={busy}>
        <Form.Item label={t.account} htmlFor={emailId}>
          {/* read-only, and named "username" so a password manager saves the new password under this e-mail */}
          <Input
            id={emailId}
            value={owner.email}
            readOnly
            autoComplete="username"
            prefix={<MailOutlined />}
            size="large"
          />
        </Form.Item>
        <Form.Item
          label={t.password}
          name="password"
          rules={rulesFor(password)}
          extra={<StrengthHint strength={passwordStrength(typed)} />}
          hasFeedback
        >
          <Input.Password
            autoComplete="new-password"
            prefix={<LockOutlined />}
            size="large"
            placeholder={t.passwordHelp(PASSWORD_MIN_LENGTH)}
            autoFocus
          />
        </Form.Item>
        <PasswordRepeatField label={t.passwordRepeat} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {calls[kind].submit}
        </Button>
      </Form>
    </>
  );
}

const levels: PasswordStrength[] = ['weak', 'medium', 'strong'];

/** Three bars filled by the strength, its name, and how to make it stronger until it is strong. */
function StrengthHint({ strength }: { strength: PasswordStrength | undefined }) {
  const { token } = theme.useToken();
  const colour = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess };
  const reached = strength ? levels.indexOf(strength) : -1;
  return (
    <div className="pwd-strength" aria-live="polite">
      <div className="pwd-strength-bars" aria-hidden="true">
        {levels.map((level, i) => (
          <span
            key={level}
            style={{ background: strength && i <= reached ? colour[strength] : token.colorFillSecondary }}
          />
        ))}
      </div>
      {strength && (
        <span>
          {t.strength}: <strong>{t.strengthLevels[strength]}</strong>
          {strength !== 'strong' && <> · {t.strengthTip}</>}
        </span>
      )}
    </div>
  );
}
