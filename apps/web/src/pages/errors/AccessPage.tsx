import { Result } from 'antd';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';
import { ErrorPicture } from './ErrorPicture';

export default function AccessPage() {
  return (
    <main className="app-center-page">
      <Result
        icon={<ErrorPicture code="403" />}
        title={msg.pages.accessTitle}
        subTitle={msg.pages.accessText}
        extra={<HomeButton />}
      />
    </main>
  );
}
