import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { msg } from '../messages';
import { useSubmit } from './useSubmit';

/**
 * A dialog around an antd Form: "Kaydet" submits (Enter too), the form is disabled while saving, and a failure
 * puts the server's field errors under the fields and its message in a toast. `onSubmit` does the call, its own
 * success toast and closing.
 */
export function FormModal<V extends object>({
  open,
  title,
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
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  failMessage: string;
  /** Extra handling of a failure (e.g. a 409 put under a field). */
  onFailed?: (err: unknown, values: V) => void;
  width?: number;
  children: ReactNode;
}) {
  const submit = useSubmit(form, onSubmit, failMessage, onFailed);
  return (
    <Modal
      open={open}
      title={title}
      okText={msg.common.save}
      cancelText={msg.common.cancel}
      okButtonProps={{ htmlType: 'submit', loading: submit.busy }}
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
