import { type CreatedUser, ErrorCode } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { createUser, userKeys } from '../../api/users';
import { FormModal } from '../../ui/FormModal';
import { showConflict } from '../../ui/formRules';
import { users as t } from './messages';
import { UserFields } from './UserFields';
import { newUserValues, toUserBody, type UserFormValues } from './userLogic';

/** "Yeni kullanıcı": every field of userCreate; on success the page shows the new user's invitation link. */
export function CreateUserModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: CreatedUser) => void;
}) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();

  const onSubmit = async (values: UserFormValues) => {
    const created = await createUser(toUserBody(values));
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    onCreated(created);
  };

  return (
    <FormModal<UserFormValues>
      open={open}
      title={t.createTitle}
      okText={t.create}
      form={form}
      initialValues={newUserValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.createFailed}
      // a taken e-mail goes under the e-mail field
      onFailed={(err) => showConflict(form, err, 'email', ErrorCode.Duplicate)}
      width={720}
    >
      <UserFields autoFocus />
    </FormModal>
  );
}
