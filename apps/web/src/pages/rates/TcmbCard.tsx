import { CloudDownloadOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatRate,
  limitsOf,
  type RateFetchAttempt,
  type RateSourceSettings,
  type RateSourceStatus,
  rateSourceSettings,
  tcmbFieldNames,
  tcmbFieldValues,
} from '@parca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { errorMessage } from '../../api/client';
import { fetchDolarKuruFromTcmb, getRateSource, putRateSource, rateKeys, rateSourceKeys } from '../../api/rates';
import { DecimalInput, type DecimalValue, decimalRules, readDecimal } from '../../ui/DecimalInput';
import { rulesFor } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { useSubmit } from '../../ui/useSubmit';
import { dolarKuruStore } from './dolarKuruStore';
import { rates as t } from './messages';

const fields = rateSourceSettings.shape;
const label = (key: keyof typeof fields) => limitsOf(fields[key]).label;

/** "TCMB'den kur": the button, the last attempt and its result, and how the rate is taken (Admin). */
export function TcmbCard() {
  const query = useQuery({ queryKey: rateSourceKeys.source, queryFn: getRateSource });
  return (
    <Card title={t.tcmbTitle} data-testid="tcmb-card">
      <Typography.Paragraph type="secondary">{t.tcmbIntro}</Typography.Paragraph>
      {query.isError && !query.data ? (
        <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
      ) : query.data ? (
        <>
          <FetchNow lastAttempt={query.data.lastAttempt} />
          <SettingsForm status={query.data} />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  );
}

function FetchNow({ lastAttempt }: { lastAttempt: RateFetchAttempt | null }) {
  const queryClient = useQueryClient();
  const fetchNow = useMutation({
    mutationFn: fetchDolarKuruFromTcmb,
    onSuccess: (result) => {
      dolarKuruStore.accept(result.current);
      queryClient.setQueryData<RateSourceStatus>(rateSourceKeys.source, (old) =>
        old ? { ...old, lastAttempt: result.attempt } : old,
      );
      void queryClient.invalidateQueries({ queryKey: rateKeys.history });
      void queryClient.invalidateQueries({ queryKey: rateSourceKeys.freshness });
      if (result.attempt.status === 'ok') toast.success(t.fetched(formatRate(result.current.dolarKuru, 4)));
      else toast.warning(t.fetchRefused);
    },
    onError: (err) => toast.error(errorMessage(err, t.tcmbFetchFailed)),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', marginBottom: 24 }}>
      <Button
        type="primary"
        size="large"
        icon={<CloudDownloadOutlined />}
        loading={fetchNow.isPending}
        onClick={() => fetchNow.mutate()}
      >
        {t.fetchNow}
      </Button>
      <LastAttempt attempt={lastAttempt} />
    </Space>
  );
}

function LastAttempt({ attempt }: { attempt: RateFetchAttempt | null }) {
  if (!attempt) return <Typography.Text type="secondary">{`${t.lastAttempt}: ${t.noAttempt}`}</Typography.Text>;
  const title = `${t.lastAttempt}: ${formatDateTime(attempt.at)} · ${t.attemptBy(attempt.requestedBy)}`;
  const status = attempt.status === 'ok' ? t.statusOk : attempt.status === 'failed' ? t.statusFailed : t.statusRunning;
  return (
    <Alert
      data-testid="tcmb-last-attempt"
      type={attempt.status === 'ok' ? 'success' : attempt.status === 'failed' ? 'warning' : 'info'}
      showIcon
      title={title}
      description={`${status}: ${attempt.message ?? ''}`}
    />
  );
}

type FormValues = { field: RateSourceSettings['field']; marginPercent: DecimalValue; fetchTime: string };

function SettingsForm({ status }: { status: RateSourceStatus }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const submit = useSubmit(
    form,
    async (values: FormValues) => {
      const saved = await putRateSource({
        field: values.field,
        marginPercent: readDecimal(values.marginPercent) ?? 0,
        fetchTime: values.fetchTime,
      });
      queryClient.setQueryData(rateSourceKeys.source, saved);
      toast.success(t.settingsSaved);
    },
    t.settingsFailed,
  );
  return (
    <Form<FormValues>
      {...submit.form}
      name="rate-source"
      initialValues={{ field: status.field, marginPercent: status.marginPercent, fetchTime: status.fetchTime }}
    >
      <Typography.Title level={5}>{t.settingsTitle}</Typography.Title>
      <Form.Item label={label('field')} name="field" rules={rulesFor(fields.field)}>
        <Select
          style={{ maxWidth: 320 }}
          options={tcmbFieldValues.map((value) => ({ value, label: tcmbFieldNames[value] }))}
        />
      </Form.Item>
      <Form.Item
        label={label('marginPercent')}
        name="marginPercent"
        extra={t.marginHelp}
        rules={decimalRules(fields.marginPercent)}
      >
        <DecimalInput schema={fields.marginPercent} style={{ maxWidth: 160 }} prefix="%" />
      </Form.Item>
      <Form.Item label={label('fetchTime')} name="fetchTime" extra={t.fetchTimeHelp} rules={rulesFor(fields.fetchTime)}>
        <Input style={{ maxWidth: 120 }} inputMode="numeric" placeholder="15:45" maxLength={5} />
      </Form.Item>
      <Button htmlType="submit" loading={submit.busy}>
        {t.saveSettings}
      </Button>
    </Form>
  );
}
