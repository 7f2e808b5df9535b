import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../auth/guard';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';

/** A seed route whose screen comes in a later issue: the route, its guard and its menu entry already work. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? msg.app.name;
  return (
    <div className="app-placeholder">
      <Result icon={<ToolOutlined />} title={title} subTitle={msg.pages.placeholderText} extra={<HomeButton />} />
    </div>
  );
}
