import { msg } from '../../messages';
import { ErrorResultPage } from './ErrorPicture';

export default function NotFoundPage() {
  return <ErrorResultPage code="404" title={msg.pages.notFoundTitle} text={msg.pages.notFoundText} />;
}
