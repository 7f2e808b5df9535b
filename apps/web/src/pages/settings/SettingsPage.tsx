import { formatDateTime, formatInteger, kdvPercent, limitsOf, lowStockThreshold, type Settings } from '@parca/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { orderKeys } from '../../api/orders';
import { getSettings, settingsKeys, updateSettings } from '../../api/settings';
import { userKeys } from '../../api/users';
import { rulesFor } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { useSubmit } from '../../ui/useSubmit';
import { CarrierSettings } from './CarrierSettings';
import { CompanySettings } from './CompanySettings';
import { MailSettings } from './MailSettings';
import { settingsPage } from './messages';
import './settings.css';

const t = settingsPage;
const kdv = limitsOf(kdvPercent);
const threshold = limitsOf(lowStockThreshold);

type Values = { kdvPercent: number; lowStockThreshold: number };

/**
 * /admin/ayarlar: the KDV rate new orders are priced with, the threshold of the dealers' "Son N adet", the company
 * details the mails carry, the carriers orders ship with, and mail sending (its state, a sample, the outbox).
 */
export default function SettingsPage() {
  const query = useQuery({ queryKey: settingsKeys.all, queryFn: getSettings });
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card title={t.kdvTitle} className="set-card">
        {query.isError && !query.data ? (
          <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
        ) : query.data ? (
          <SettingsForm settings={query.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Card>
      <CompanySettings />
      <CarrierSettings />
      <MailSettings />
    </>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();

  const save = async (values: Values) => {
    const saved = await updateSettings({ kdvPercent: values.kdvPercent, lowStockThreshold: values.lowStockThreshold });
    queryClient.setQueryData(settingsKeys.all, saved);
    // a cart's quote is priced with the rate: the admin's own cart shows the new one
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    // the screens' own terms (KDV, "Son N adet") are read again
    void queryClient.invalidateQueries({ queryKey: userKeys.myTerms });
    toast.success(t.saved(formatInteger(saved.kdvPercent), formatInteger(saved.lowStockThreshold)));
  };
  const submit = useSubmit(form, save, t.saveFailed);

  return (
    <Form
      {...submit.form}
      initialValues={{ kdvPercent: settings.kdvPercent, lowStockThreshold: settings.lowStockThreshold }}
    >
      <Alert type="info" showIcon title={t.appliesToNew} className="set-note" />
      <Form.Item
        label={kdv.label}
        name="kdvPercent"
        extra={t.kdvHelp(formatInteger(kdv.min ?? 0), formatInteger(kdv.max ?? 100))}
        rules={rulesFor(kdvPercent)}
      >
        <InputNumber<number>
          min={kdv.min}
          max={kdv.max}
          precision={0}
          step={1}
          prefix="%"
          inputMode="numeric"
          className="set-number-input"
        />
      </Form.Item>
      <Form.Item
        label={threshold.label}
        name="lowStockThreshold"
        extra={t.thresholdHelp(formatInteger(threshold.min ?? 0), formatInteger(threshold.max ?? 1000))}
        rules={rulesFor(lowStockThreshold)}
      >
        <InputNumber<number>
          min={threshold.min}
          max={threshold.max}
          precision={0}
          step={1}
          suffix={t.units}
          inputMode="numeric"
          className="set-number-input"
        />
      </Form.Item>
      <div className="set-footer">
        <Button type="primary" htmlType="submit" loading={submit.busy}>
          {t.save}
        </Button>
        <Typography.Text type="secondary" className="set-updated">
          {t.current(formatInteger(settings.kdvPercent), formatInteger(settings.lowStockThreshold))} · {t.updatedAt}:{' '}
          {settings.updatedAt ? formatDateTime(settings.updatedAt) : t.neverChanged}
        </Typography.Text>
      </div>
    </Form>
  );
}
