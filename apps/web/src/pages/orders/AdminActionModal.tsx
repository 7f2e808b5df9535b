import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { msg } from '../../messages';
import { useSubmit } from '../../ui/useSubmit';

/**
 * A dialog around an antd Form for an action on an order ("Onayla", "Reddet", "İade Al"): the button names the action,
 * Enter submits, the form is disabled while it runs, and a failure shows once (`useSubmit`): under the fields it names,
 * else in a toast, unless `onFailed` handled it (answering true).
 */
export function AdminActionModal<V extends object>({
  open,
  title,
  okText,
  danger,
  form,
  initialValues,
  onSubmit,
  onClose,
  failMessage,
  onFailed,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  okText: string;
  danger?: boolean;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  failMessage: string;
  onFailed?: (err: unknown, values: V) => unknown;
  width?: number;
  children: ReactNode;
}) {
  const submit = useSubmit(form, onSubmit, failMessage, onFailed);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={msg.common.cancel}
      okButtonProps={{ htmlType: 'submit', loading: submit.busy, danger }}
      onCancel={onClose}
      destroyOnHidden
      width={width}
      modalRender={(dom) => (
        <Form<V> {...submit.form} initialValues={initialValues} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
