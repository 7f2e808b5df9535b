import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { auth } from './messages';

/** "Şifre (tekrar)": must match the form's `password` field (the first-admin form, the set-password pages). */
export function PasswordRepeatField({ label }: { label: string }) {
  return (
    <Form.Item
      label={label}
      name="passwordRepeat"
      dependencies={['password']}
      hasFeedback
      rules={[
        { required: true, message: auth.passwordRepeatRequired },
        ({ getFieldValue }) => ({
          validator: async (_r, value) => {
            if (value && value !== getFieldValue('password')) throw new Error(auth.passwordMismatch);
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" />
    </Form.Item>
  );
}
