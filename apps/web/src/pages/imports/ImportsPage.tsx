import { importKindNames } from '@parca/contract';
import { Tabs } from 'antd';
import { type PageImportKind, pageImportKinds } from '../../api/imports';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressParams } from '../../ui/useAddressParams';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ImportPanel } from './ImportPanel';
import { imports as t } from './messages';
import '../../ui/lists.css';
import './imports.css';

const isKind = (value: string | null): value is PageImportKind =>
  (pageImportKinds as readonly (string | null)[]).includes(value);

/** The four imports as tabs (the chosen one in the URL: `?tur=update-models`). */
export default function ImportsPage() {
  useDocumentTitle(t.title);
  // the tab changes with the click, not when the router shows the address: a file picked in that moment went to
  // the tab being left, whose panel is then destroyed (an e2e picked its file twice in CI)
  const [params, setParams] = useAddressParams();
  const chosen = params.get('tur');
  const kind = isKind(chosen) ? chosen : pageImportKinds[0];
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Tabs
        aria-label={t.tabsLabel}
        activeKey={kind}
        onChange={(key) => setParams(() => new URLSearchParams(key === pageImportKinds[0] ? {} : { tur: key }))}
        destroyOnHidden
        items={pageImportKinds.map((k) => ({ key: k, label: importKindNames[k], children: <ImportPanel kind={k} /> }))}
      />
    </>
  );
}
