import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { KitSegmented } from '../../../ui/kit/KitSegmented';
import { modelPage } from '../messages';
import type { ModelViewMode } from './modelList';

const t = modelPage;

/** Cards or table (the table is for wide screens; phones always get cards, so the switch hides there). */
export function ViewSwitch({ mode, onChange }: { mode: ModelViewMode; onChange: (mode: ModelViewMode) => void }) {
  return (
    <KitSegmented<ModelViewMode>
      className="app-view-switch"
      label={t.viewLabel}
      value={mode}
      onChange={onChange}
      options={[
        { value: 'cards', label: t.viewCards, icon: <AppstoreOutlined /> },
        { value: 'table', label: t.viewTable, icon: <BarsOutlined /> },
      ]}
    />
  );
}
