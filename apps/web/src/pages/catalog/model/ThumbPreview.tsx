import { Image } from 'antd';
import AntdScope from '../../../ui/AntdScope';

/**
 * antd's image preview (zoom, rotate, Escape to close), opened at once over the page. Loaded the first time a dealer
 * enlarges a picture (variantParts.tsx): the model page's first load does not carry it.
 */
export default function ThumbPreview({
  thumbUrl,
  imageUrl,
  alt,
  onClose,
}: {
  thumbUrl: string;
  imageUrl: string | null;
  alt: string;
  onClose: () => void;
}) {
  return (
    <AntdScope>
      <Image
        src={thumbUrl}
        alt={alt}
        classNames={{ root: 'app-thumb-preview-anchor' }}
        preview={{ open: true, src: imageUrl ?? thumbUrl, onOpenChange: (open) => open || onClose() }}
      />
    </AntdScope>
  );
}
