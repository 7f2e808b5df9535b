import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { msg } from '../messages';

/**
 * Asks before unsaved work is lost: leaving for another page of the app (a confirm dialog), or closing or reloading
 * the tab (the browser's own question). Moving within the page (its filters in the address) is not leaving.
 */
export function useLeaveGuard(unsaved: boolean, what: string) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: msg.common.leaveTitle,
      content: what,
      okText: msg.common.leave,
      okButtonProps: { danger: true },
      cancelText: msg.common.stay,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, what]);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
