import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { createDefaultUserBody, email, loginBody, password } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgotPassword, login } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { createDefaultUser, getFirstUserStatus, userKeys } from '../../api/users';
import { safeRedirectPath } from '../../auth/guard';
import { saveSession } from '../../auth/session';
import { msg } from '../../messages';
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

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('from'));
  const status = useQuery({ queryKey: userKeys.firstStatus, queryFn: getFirstUserStatus, retry: false });
  const [firstUserDone, setFirstUserDone] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loginForm] = Form.useForm<LoginValues>();

  const showFirstUser = status.data?.needsFirstUser === true && !firstUserDone;
  const done = () => navigate(target, { replace: true });
  // In the address (`?forgot=1`), so the back button returns to the sign-in form.
  const showForgot = params.get('forgot') === '1';
  const forgotPage = (show: boolean) => {
    const next = new URLSearchParams(params);
    if (show) next.set('forgot', '1');
    else next.delete('forgot');
    navigate({ search: next.toString() });
  };

  return (
    <AuthCard>
      {showFirstUser ? (
        <FirstUserForm
          onExists={(email, problem) => {
            setFirstUserDone(true);
            setNotice(problem ? { type: 'error', text: problem } : { type: 'info', text: t.firstUserExists });
            loginForm.setFieldsValue({ email });
          }}
          onDone={done}
        />
      ) : showForgot ? (
        <ForgotPasswordForm email={loginForm.getFieldValue('email')} onBack={() => forgotPage(false)} />
      ) : (
        <LoginForm
          form={loginForm}
          email={params.get('email') ?? undefined}
          notice={notice}
          onDone={done}
          onForgot={() => forgotPage(true)}
        />
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

function LoginForm({
  form,
  email,
  notice,
  onDone,
  onForgot,
}: {
  form: FormInstance<LoginValues>;
  /** Filled in from `?email=` (the set-password pages lead here with it). */
  email?: string;
  notice: Notice | null;
  onDone: () => void;
  onForgot: () => void;
}) {
  const onSubmit = async (values: LoginValues) => {
    await signIn(values);
    onDone();
  };

  return (
    <AuthForm
      form={form}
      title={t.title}
      intro={t.subtitle}
      notice={notice}
      submit={t.submit}
      failMessage={t.failed}
      onSubmit={onSubmit}
      initialValues={{ email }}
      footer={
        <Button type="link" onClick={onForgot}>
          {t.forgotLink}
        </Button>
      }
    >
      <EmailField first={!email} />
      <Form.Item label={t.password} name="password" rules={rulesFor(loginBody.shape.password)}>
        <Input.Password autoComplete="current-password" prefix={<LockOutlined />} size="large" autoFocus={!!email} />
      </Form.Item>
    </AuthForm>
  );
}

/**
 * "Şifremi unuttum": the address goes to the server, which answers alike for every address; the card then says what
 * happens next (a mail on its way, or, on a server that sends no mail, to call the wholesaler).
 */
function ForgotPasswordForm({ email, onBack }: { email?: string; onBack: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState(false);
  const back = (
    <Button type="link" onClick={onBack}>
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

function FirstUserForm({
  onExists,
  onDone,
}: {
  onExists: (email: string, problem?: string) => void;
  onDone: () => void;
}) {
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
    } catch (err) {
      // the account exists now; the person can still sign in by hand
      onExists(body.email, errorMessage(err, t.failed));
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
