import { Result, theme } from 'antd';
import { HomeButton } from '../../ui/HomeButton';

/**
 * The picture of an error page: a phone whose screen shows the status code, and a magnifier. Drawn in the theme's
 * tokens (neutral surfaces, emerald primary), so it follows light and dark mode; antd's own pictures are off-palette.
 */
export function ErrorPicture({ code }: { code: string }) {
  const { colorBgContainer: surface, colorBorder: edge, colorPrimary: primary, ...token } = theme.useToken().token;
  return (
    <svg width="240" height="180" viewBox="0 0 240 180" aria-hidden="true">
      <ellipse cx="120" cy="166" rx="76" ry="8" fill={token.colorFillSecondary} />
      <rect x="78" y="12" width="84" height="150" rx="16" fill={surface} stroke={edge} strokeWidth="3" />
      <rect x="108" y="22" width="24" height="4" rx="2" fill={edge} />
      <rect x="87" y="34" width="66" height="106" rx="6" fill={token.colorFillTertiary} />
      <text x="120" y="95" textAnchor="middle" fill={primary} fontSize="24" fontWeight="700">
        {code}
      </text>
      <circle cx="120" cy="151" r="4" fill={edge} />
      <circle cx="170" cy="118" r="20" fill={surface} fillOpacity="0.6" stroke={primary} strokeWidth="6" />
      <line x1="184" y1="132" x2="202" y2="150" stroke={primary} strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

/** A whole page for an error: the picture with its code, a title, a text and the way home. */
export function ErrorResultPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <main className="app-center-page">
      <Result icon={<ErrorPicture code={code} />} title={title} subTitle={text} extra={<HomeButton />} />
    </main>
  );
}
