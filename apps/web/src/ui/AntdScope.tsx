import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import antdStylesheet from 'virtual:antd-static-css-url';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useMemo } from 'react';
import { useIsPhone } from './breakpoint';
import { useDarkTheme } from './darkTheme';
import { firstStylesheet } from './firstStylesheet';
import { buildTheme } from './theme';

// antd's styles of its common components, built at build time (scripts/antd-static-css.ts), before the app's own:
// the first page drawn with antd renders once they are there
await firstStylesheet(antdStylesheet);

// antd's date pickers (and the pages that count days with dayjs) speak Turkish; only antd's pages use dayjs
dayjs.locale('tr');

/**
 * antd for what is drawn inside: the theme (light/dark, phone sizes below 576 px), the Turkish locale and App (its
 * modal; notices are the kit's toast). The dealer's first screens are drawn with the kit (ui/kit) and never load antd;
 * a page or a panel that uses antd is rendered inside this, loaded with it (router.tsx; docs/architecture.md § antd
 * only where it is used).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const [dark] = useDarkTheme();
  const phone = useIsPhone();
  const theme = useMemo(() => buildTheme(dark, phone), [dark, phone]);
  return (
    <ConfigProvider locale={trTR} theme={theme}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
