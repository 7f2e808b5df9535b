import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { createDefaultUserBody, loginBody, PASSWORD_MIN_LENGTH, password as passwordSchema } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { createDefaultUser, getFirstUserStatus } from '../../api/users';
import { safeRedirectPath } from '../../auth/guard';
import { saveSession } from '../../auth/session';
import { msg } from '../../messages';
import { applyFieldErrors, zodRule } from '../../ui/formRules';
import { ThemeToggle } from '../../ui/ThemeToggle';

const t = msg.login;
const v = msg.validation;

interface LoginValues {
  email: string;
  password: string;
}

interface Notice {
  type: 'info' | 'error';
  text: string;
}

interface FirstUserValues {
  name: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

const emailRules = [
  { required: true, whitespace: true, message: v.emailRequired },
  zodRule(loginBody.shape.email, v.emailInvalid),
];

async function signIn(values: LoginValues) {
  const res = await login({ email: values.email.trim(), password: values.password });
  if (!saveSession(res.token, res.name, res.role)) throw new Error(msg.errors.generic);
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('from'));
  const status = useQuery({ queryKey: ['users', 'first-status'], queryFn: getFirstUserStatus, retry: false });
  const [firstUserDone, setFirstUserDone] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loginForm] = Form.useForm<LoginValues>();

  const showFirstUser = status.data?.needsFirstUser === true && !firstUserDone;
  const done = () => navigate(target, { replace: true });

  return (
    <main className="app-center-page">
      <div style={{ position: 'fixed', top: 12, right: 12 }}>
        <ThemeToggle />
      </div>
      <div className="app-auth-card">
        <div className="app-auth-brand">
          <span className="app-logo-mark" aria-hidden="true">
            <MobileOutlined />
          </span>
          <span>{msg.app.name}</span>
        </div>
        <div className="app-surface-card">
          {showFirstUser ? (
            <FirstUserForm
              onExists={(email, problem) => {
                setFirstUserDone(true);
                setNotice(problem ? { type: 'error', text: problem } : { type: 'info', text: t.firstUserExists });
                loginForm.setFieldsValue({ email });
              }}
              onDone={done}
            />
          ) : (
            <LoginForm form={loginForm} notice={notice} onDone={done} />
          )}
        </div>
      </div>
    </main>
  );
}

function LoginForm({
  form,
  notice,
  onDone,
}: {
  form: FormInstance<LoginValues>;
  notice: Notice | null;
  onDone: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      await signIn(values);
      onDone();
    } catch (err) {
      if (!applyFieldErrors(form, err)) setError(errorMessage(err, t.failed));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="app-auth-title">{t.title}</h1>
      <p className="app-auth-text">{t.subtitle}</p>
      {notice && !error && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={busy}>
        <Form.Item label={t.email} name="email" rules={emailRules} validateDebounce={500}>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            prefix={<MailOutlined />}
            placeholder={t.emailPlaceholder}
            size="large"
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t.password} name="password" rules={[{ required: true, message: v.passwordRequired }]}>
          <Input.Password autoComplete="current-password" prefix={<LockOutlined />} size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </>
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: FirstUserValues) => {
    setBusy(true);
    setError(null);
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    try {
      await createDefaultUser(body);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 409) onExists(body.email);
      else if (!applyFieldErrors(form, err)) setError(errorMessage(err, t.firstUserFailed));
      return;
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
    <>
      <h1 className="app-auth-title">{t.firstUserTitle}</h1>
      <p className="app-auth-text">{t.firstUserIntro}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={busy}>
        <Form.Item
          label={t.firstUserName}
          name="name"
          rules={[
            { required: true, whitespace: true, message: v.nameRequired },
            zodRule(createDefaultUserBody.shape.name, v.nameMin(2)),
          ]}
        >
          <Input autoComplete="name" prefix={<UserOutlined />} size="large" autoFocus />
        </Form.Item>
        <Form.Item label={t.email} name="email" rules={emailRules} validateDebounce={500}>
          <Input type="email" autoComplete="username" inputMode="email" prefix={<MailOutlined />} size="large" />
        </Form.Item>
        <Form.Item
          label={t.password}
          name="password"
          rules={[
            { required: true, message: v.passwordRequired },
            zodRule(passwordSchema, v.passwordMin(PASSWORD_MIN_LENGTH)),
          ]}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" />
        </Form.Item>
        <Form.Item
          label={t.firstUserPasswordRepeat}
          name="passwordRepeat"
          dependencies={['password']}
          hasFeedback
          rules={[
            { required: true, message: v.passwordRepeatRequired },
            ({ getFieldValue }) => ({
              validator: async (_r, value) => {
                if (value && value !== getFieldValue('password')) throw new Error(v.passwordMismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t.firstUserSubmit}
        </Button>
      </Form>
    </>
  );
}
