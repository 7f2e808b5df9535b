import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from '../api/queryClient';
import { useIsPhone } from './breakpoint';
import { buildTheme, useDarkTheme } from './theme';

/**
 * Data cache, antd theme (light/dark, phone sizes below 576 px) and Turkish locale. antd's App (message, modal, notification)
 * lives in the shell, so the login page does not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [dark] = useDarkTheme();
  const phone = useIsPhone();
  const theme = useMemo(() => buildTheme(dark, phone), [dark, phone]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={trTR} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
