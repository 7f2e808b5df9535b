import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from '../api/queryClient';
import { buildTheme, useDarkTheme } from './theme';

/**
 * Data cache, antd theme (light/dark) and Turkish locale. antd's App (message, modal, notification)
 * lives in the shell, so the login page does not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [dark] = useDarkTheme();
  const theme = useMemo(() => buildTheme(dark), [dark]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={trTR} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
