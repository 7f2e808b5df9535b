import { msg } from '../../messages';
import { ErrorResultPage } from './ErrorPicture';

export default function AccessPage() {
  return <ErrorResultPage code="403" title={msg.pages.accessTitle} text={msg.pages.accessText} />;
}
