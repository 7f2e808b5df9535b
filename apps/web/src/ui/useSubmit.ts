import type { FormInstance, FormProps } from 'antd';
import { useRef, useState } from 'react';
import { submitErrorToast } from './formRules';
import { toast } from './kit/toast';

/**
 * Submitting an antd Form: the form is disabled while `onSubmit` runs, and a failure is shown once (`submitErrorToast`):
 * under the fields it names, else its message (or `failMessage`) in a toast. `form` spreads into the `<Form>`;
 * `onSubmit` does the call, its own success toast and what comes next.
 */
export function useSubmit<V>(
  form: FormInstance<V>,
  onSubmit: (values: V) => Promise<unknown>,
  failMessage: string,
  /**
   * Extra handling of a failure; answering true says it put the error under a field (e.g. a 409 duplicate through
   * `showConflict`), so no toast repeats it.
   */
  onFailed?: (err: unknown, values: V) => unknown,
) {
  const [busy, setBusy] = useState(false);
  // `busy` disables the form only from the next render: a double click or a second Enter submits again before that
  const running = useRef(false);

  const onFinish = async (values: V) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      const text = submitErrorToast(form, err, failMessage, onFailed?.(err, values) === true);
      if (text !== undefined) toast.error(text);
    } finally {
      running.current = false;
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
