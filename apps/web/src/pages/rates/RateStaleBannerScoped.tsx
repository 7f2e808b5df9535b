import AntdScope from '../../ui/AntdScope';
import { RateStaleBanner } from './RateStaleBanner';

/** The admin's banner inside antd's scope, for the shell (drawn without antd) to load lazily. */
export default function RateStaleBannerScoped() {
  return (
    <AntdScope>
      <RateStaleBanner />
    </AntdScope>
  );
}
