import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { msg } from '../messages';
import { useSubmit } from './useSubmit';

/**
 * A dialog around an antd Form: "Kaydet" (or the action it names, `okText`) submits (Enter too), the form is disabled
 * while saving, and a failure is shown once: under the fields it names, else in a toast (`useSubmit`). `onSubmit` does
 * the call, its own success toast and closing.
 */
export function FormModal<V extends object>({
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
  /** The button's text when it does more than save ("Onayla", "Reddet"). */
  okText?: string;
  /** The button is red (an action that cannot be undone). */
  danger?: boolean;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  failMessage: string;
  /** Extra handling of a failure; true when it put the error under a field (a 409 through `showConflict`): no toast. */
  onFailed?: (err: unknown, values: V) => unknown;
  width?: number;
  children: ReactNode;
}) {
  const submit = useSubmit(form, onSubmit, failMessage, onFailed);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? msg.common.save}
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
