import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { createDefaultUserBody, email, password } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, Input, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgotPassword, login } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { createDefaultUser, getFirstUserStatus, userKeys } from '../../api/users';
import { openSignInPage, safeRedirectPath } from '../../auth/guard';
import { saveSession } from '../../auth/session';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { applyFieldErrors, rulesFor, textLimits } from '../../ui/formRules';
import { AuthCard } from './AuthCard';
import { auth } from './messages';
import { PasswordRepeatField } from './passwordRules';

const t = auth;

interface LoginValues {
  email: string;
  password: string;
}

interface Notice {
  type: 'info' | 'warning' | 'error';
  text: string;
}

interface FirstUserValues {
  name: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

const emailRules = rulesFor(email, { label: t.emailSubject, invalid: t.emailInvalid });

async function signIn(values: LoginValues) {
  const res = await login({ email: values.email.trim(), password: values.password });
  if (!saveSession(res.token, res.name, res.role)) throw new Error(msg.errors.generic);
}

/**
 * `/login` inside the app: the forms the static sign-in page (signin.html, docs/architecture.md#the-sign-in-page)
 * leaves to the app, "Şifremi unuttum" (`?forgot=1`) and the first admin account of an empty database. Anything else
 * here (the app navigated to /login) loads the static page.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('from'));
  const status = useQuery({ queryKey: userKeys.firstStatus, queryFn: getFirstUserStatus, retry: false });
  const showForgot = params.get('forgot') === '1';
  // once shown, the first-admin form stays until it is done: creating the account changes the status it was shown by
  const [firstUserShown, setFirstUserShown] = useState(false);
  const needsFirstUser = status.data?.needsFirstUser === true;
  useEffect(() => {
    if (needsFirstUser) setFirstUserShown(true);
  }, [needsFirstUser]);
  const showFirstUser = needsFirstUser || firstUserShown;
  const signInPage = !showForgot && status.isFetched && !showFirstUser;

  useEffect(() => {
    if (signInPage)
      openSignInPage(paths.login({ email: params.get('email') ?? undefined, from: params.get('from') ?? undefined }));
  }, [signInPage, params]);

  return (
    <AuthCard>
      {showForgot ? (
        <ForgotPasswordForm email={params.get('email') ?? undefined} />
      ) : showFirstUser ? (
        <FirstUserForm
          onExists={(email) => openSignInPage(paths.login({ email, exists: '1' }))}
          onDone={() => navigate(target, { replace: true })}
        />
      ) : (
        <Spin size="large" style={{ display: 'block', margin: '48px auto' }} aria-label={msg.app.loading} />
      )}
    </AuthCard>
  );
}

/**
 * A form of the sign-in card: title, intro, the notice or the error, the fields and the wide submit button. A
 * failing `onSubmit` puts the server's field errors under the fields, else its message (or `failMessage`) above
 * them; on success the page moves on, so the form stays busy.
 */
function AuthForm<V>({
  form,
  title,
  intro,
  notice = null,
  submit,
  failMessage,
  onSubmit,
  initialValues,
  children,
  footer,
}: {
  footer?: ReactNode;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  title: string;
  intro: string;
  notice?: Notice | null;
  submit: string;
  failMessage: string;
  onSubmit: (values: V) => Promise<void>;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: V) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      setBusy(false);
      if (!applyFieldErrors(form as FormInstance, err)) setError(errorMessage(err, failMessage));
    }
  };

  return (
    <>
      <h1 className="app-auth-title">{title}</h1>
      <p className="app-auth-text">{intro}</p>
      {notice && !error && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={busy}
      >
        {children}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {submit}
        </Button>
      </Form>
      {footer && <div className="app-auth-footer">{footer}</div>}
    </>
  );
}

function EmailField({ first = false }: { first?: boolean }) {
  return (
    <Form.Item label={t.email} name="email" rules={emailRules} validateDebounce={500}>
      <Input
        type="email"
        autoComplete="username"
        inputMode="email"
        prefix={<MailOutlined />}
        placeholder={first ? t.emailPlaceholder : undefined}
        size="large"
        autoFocus={first}
      />
    </Form.Item>
  );
}

/**
 * "Şifremi unuttum": the address goes to the server, which answers alike for every address; the card then says what
 * happens next (a mail on its way, or, on a server that sends no mail, to call the wholesaler).
 */
function ForgotPasswordForm({ email }: { email?: string }) {
  const [form] = Form.useForm<{ email: string }>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState(false);
  const back = (
    <Button type="link" href={paths.login()}>
      {t.backToLogin}
    </Button>
  );

  if (sent) {
    return (
      <>
        <h1 className="app-auth-title">{t.forgotTitle}</h1>
        {notice && <Alert type={notice.type} showIcon title={notice.text} role="status" />}
        <div className="app-auth-footer">{back}</div>
      </>
    );
  }
  const onSubmit = async (values: { email: string }) => {
    const address = values.email.trim();
    const answer = await forgotPassword({ email: address });
    setNotice(
      answer.mailConfigured ? { type: 'info', text: t.forgotSent(address) } : { type: 'warning', text: t.forgotNoMail },
    );
    setSent(true);
  };

  return (
    <AuthForm
      form={form}
      title={t.forgotTitle}
      intro={t.forgotIntro}
      submit={t.forgotSubmit}
      failMessage={t.forgotFailed}
      onSubmit={onSubmit}
      initialValues={{ email }}
      footer={back}
    >
      <EmailField first />
    </AuthForm>
  );
}

function FirstUserForm({ onExists, onDone }: { onExists: (email: string) => void; onDone: () => void }) {
  const [form] = Form.useForm<FirstUserValues>();

  const onSubmit = async (values: FirstUserValues) => {
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    try {
      await createDefaultUser(body);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) return onExists(body.email);
      throw err;
    }
    try {
      await signIn(body);
      onDone();
    } catch (_err) {
      // the account exists now; the person can still sign in by hand
      onExists(body.email);
    }
  };

  return (
    <AuthForm
      form={form}
      title={t.firstUserTitle}
      intro={t.firstUserIntro}
      submit={t.firstUserSubmit}
      failMessage={t.firstUserFailed}
      onSubmit={onSubmit}
    >
      <Form.Item
        label={t.firstUserName}
        name="name"
        rules={rulesFor(createDefaultUserBody.shape.name, { label: t.firstUserName })}
      >
        <Input
          autoComplete="name"
          prefix={<UserOutlined />}
          size="large"
          autoFocus
          {...textLimits(createDefaultUserBody.shape.name)}
        />
      </Form.Item>
      <EmailField />
      <Form.Item label={t.password} name="password" rules={rulesFor(password)} hasFeedback>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" />
      </Form.Item>
      <PasswordRepeatField label={t.firstUserPasswordRepeat} />
    </AuthForm>
  );
}
