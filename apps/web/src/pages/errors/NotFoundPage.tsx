import { Result } from 'antd';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';

export default function NotFoundPage() {
  return (
    <main className="app-center-page">
      <Result status="404" title={msg.pages.notFoundTitle} subTitle={msg.pages.notFoundText} extra={<HomeButton />} />
    </main>
  );
}
