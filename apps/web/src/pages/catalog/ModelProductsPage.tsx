import type { ModelView } from '@parca/contract';
import { useParams } from 'react-router';
import { useMediaQuery } from '../../ui/breakpoint';
import { usePrefetchMyTerms } from '../../ui/dealer/useMyTerms';
import { positiveInt } from '../../ui/paging';
import { CartBottomBar } from '../cart';
import { AsDealerPicker } from '../pricing';
import { ModelPageActions } from './ModelPageActions';
import { ModelBrowser } from './model/ModelBrowser';
import { ModelProductList } from './model/ModelProductList';
import { ViewSwitch } from './model/ViewSwitch';
import { useModelView } from './model/viewPreference';

/** The narrowest window that shows the table view (side menu open: 890 px of content). */
const TABLE_MIN_WIDTH = 1200;

/**
 * /model-products/:modelId — the dealer's page of a model: its products by group and category, as cards or (on a
 * wide screen) a dense table, to the cart. Phones get a bar at the bottom with the cart and "Sepete Git".
 */
export default function ModelProductsPage() {
  const { modelId } = useParams();
  const id = positiveInt(modelId);
  const [chosen, setChosen] = useModelView();
  // the table's nine columns need a wide screen; a phone keeps cards whatever was chosen elsewhere
  const wide = useMediaQuery(`(min-width: ${TABLE_MIN_WIDTH}px)`, true);
  const mode = wide ? chosen : 'cards';
  // asked beside the products, not after them: the rows price with the dealer's discount from their first paint
  usePrefetchMyTerms();
  return (
    <div className="app-model-page">
      <AsDealerPicker />
      <ModelBrowser
        kind="dealer"
        modelId={modelId}
        crumbs={dealerCrumbs}
        extra={id !== undefined && <ModelPageActions modelId={id} />}
        tools={wide && <ViewSwitch mode={chosen} onChange={setChosen} />}
      >
        {(shown) => <ModelProductList shown={shown} mode={mode} />}
      </ModelBrowser>
      <CartBottomBar />
    </div>
  );
}

function dealerCrumbs({ model }: ModelView) {
  const brandLink = `/?brand=${model.brand.id}`;
  return [
    { title: model.brand.name, to: brandLink },
    { title: model.series.name, to: `${brandLink}&series=${model.series.id}` },
    { title: model.name },
  ];
}
