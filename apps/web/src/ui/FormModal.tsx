import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/client';
import { msg } from '../messages';
import { applyFieldErrors } from './formRules';

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
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: V) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      applyFieldErrors(form, err);
      onFailed?.(err, values);
      message.error(errorMessage(err, failMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={msg.common.save}
      cancelText={msg.common.cancel}
      okButtonProps={{ htmlType: 'submit', loading: busy }}
      onCancel={onClose}
      destroyOnHidden
      width={width}
      modalRender={(dom) => (
        <Form<V>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={onFinish}
          disabled={busy}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
