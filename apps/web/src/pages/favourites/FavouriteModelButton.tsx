import { StarFilled, StarOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/client';
import { useFavouriteModels, useSetFavourite } from '../../api/favourites';
import { KitButton } from '../../ui/kit/KitButton';
import { toast } from '../../ui/kit/toast';
import { favourites } from './messages';
import './favourite.css';

const t = favourites;

/**
 * The star of a model, kept on the server per person: a toggle button (aria-pressed) that says what it will do.
 * `compact` is the home page's icon-only star on a tile, named by the model.
 */
export function FavouriteModelButton({
  modelId,
  modelName,
  compact,
}: {
  modelId: number;
  modelName?: string;
  compact?: boolean;
}) {
  const favourites = useFavouriteModels();
  const setFavourite = useSetFavourite();
  const favourite = favourites.data?.items.some((m) => m.id === modelId) ?? false;
  const label = favourite ? t.removeFavourite : t.addFavourite;
  const toggle = () => {
    // the button stays enabled while a change is on its way (disabling it would drop the keyboard's focus)
    if (setFavourite.isPending) return;
    setFavourite.mutate(
      { id: modelId, favourite: !favourite },
      { onError: (err) => toast.error(errorMessage(err, t.favouriteFailed)) },
    );
  };
  return (
    <KitButton
      quiet={compact}
      className={compact ? 'app-favourite-star' : undefined}
      icon={favourite ? <StarFilled className="app-favourite-on" /> : <StarOutlined />}
      aria-pressed={favourite}
      aria-label={compact && modelName ? (favourite ? t.removeFavouriteOf(modelName) : label) : undefined}
      title={compact ? label : undefined}
      aria-busy={setFavourite.isPending}
      disabled={favourites.isPending}
      onClick={toggle}
    >
      {compact ? undefined : label}
    </KitButton>
  );
}
