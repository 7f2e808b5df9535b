import { ErrorCode, formatDateTime, type UserDetail } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { refreshAccounts } from '../../api/payments';
import { updateUser, userKeys } from '../../api/users';
import { msg } from '../../messages';
import { showConflict } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { useSubmit } from '../../ui/useSubmit';
import { users as t } from './messages';
import { UserFields } from './UserFields';
import { toUserBody, type UserFormValues, userFormValues } from './userLogic';

/**
 * The user's profile, role, active flag, discount and credit limit; "Kaydet" sends them all (PUT). A refusal names
 * its field: a taken e-mail under the e-mail, the last active admin (409 LAST_ADMIN) under what would remove them.
 */
export function UserProfileCard({ user }: { user: UserDetail }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();

  const save = async (values: UserFormValues) => {
    const saved = await updateUser(user.id, toUserBody(values));
    queryClient.setQueryData(userKeys.detail(user.id), saved);
    form.setFieldsValue(userFormValues(saved));
    toast.success(t.saved);
    // the lists show the name, role and limit; the balance card and the dashboard the available limit
    refreshAccounts(queryClient);
  };
  const onFailed = (err: unknown, values: UserFormValues) =>
    showConflict(form, err, 'email', ErrorCode.Duplicate) ||
    showConflict(form, err, values.active === false ? 'active' : 'role', ErrorCode.LastAdmin);
  const submit = useSubmit(form, save, t.saveFailed, onFailed);

  return (
    <Card title={t.profileTitle} className="usr-profile">
      <Form<UserFormValues> {...submit.form} initialValues={userFormValues(user)}>
        <UserFields withActive />
        <div className="usr-form-foot">
          <Typography.Text type="secondary" className="app-tabular">
            {t.createdAt(formatDateTime(user.createdAt))}
          </Typography.Text>
          <Button type="primary" htmlType="submit" loading={submit.busy}>
            {msg.common.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
