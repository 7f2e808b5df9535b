import { App, type FormInstance, type FormProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { applyFieldErrors } from './formRules';

/**
 * Submitting an antd Form: the form is disabled while `onSubmit` runs, and a failure puts the server's field errors
 * under the fields and its message (else `failMessage`) in a toast. `form` spreads into the `<Form>`; `onSubmit`
 * does the call, its own success toast and what comes next.
 */
export function useSubmit<V>(
  form: FormInstance<V>,
  onSubmit: (values: V) => Promise<unknown>,
  failMessage: string,
  /** Extra handling of a failure (e.g. a 409 put under a field). */
  onFailed?: (err: unknown, values: V) => void,
) {
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

  const formProps = {
    form,
    layout: 'vertical',
    requiredMark: false,
    onFinish,
    disabled: busy,
  } satisfies FormProps<V>;
  return { busy, form: formProps };
}
