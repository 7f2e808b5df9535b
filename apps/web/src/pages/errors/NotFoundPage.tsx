import { Result } from 'antd';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';
import { ErrorPicture } from './ErrorPicture';

export default function NotFoundPage() {
  return (
    <main className="app-center-page">
      <Result
        icon={<ErrorPicture code="404" />}
        title={msg.pages.notFoundTitle}
        subTitle={msg.pages.notFoundText}
        extra={<HomeButton />}
      />
    </main>
  );
}
