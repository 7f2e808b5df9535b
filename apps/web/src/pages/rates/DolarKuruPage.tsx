import { ReloadOutlined } from '@ant-design/icons';
import { dolarKuru as dolarKuruSchema, formatDateTime, formatRate, type RateHistoryItem } from '@parca/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, InputNumber, Row, Skeleton, type TableProps, Typography } from 'antd';
import { useEffect } from 'react';
import { getDolarKuruHistory, rateKeys } from '../../api/rates';
import { msg } from '../../messages';
import { dolarKuruStore, useDolarKuru } from '../../rates/dolarKuruStore';
import { rulesFor } from '../../ui/formRules';
import { PageHeader } from '../../ui/PageHeader';
import { ServerTable, usePager } from '../../ui/ServerTable';
import { dateTimeColumn, numberColumn } from '../../ui/tableColumns';
import { useSubmit } from '../../ui/useSubmit';

const t = msg.rates;
const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

interface FormValues {
  dolarKuru: number | null;
}

export default function DolarKuruPage() {
  const rate = useDolarKuru();

  useEffect(() => {
    void dolarKuruStore.fetch();
  }, []);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t.current} style={{ height: '100%' }}>
            {!rate.loaded && rate.loading ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : (
              <>
                <div className="app-rate-value">{formatRate(rate.dolarKuru, 4)}</div>
                <Typography.Text type="secondary">
                  {t.updatedAt}: {rate.updatedAt ? formatDateTime(rate.updatedAt) : t.neverSet}
                </Typography.Text>
                {rate.error && (
                  <Alert
                    type="error"
                    showIcon
                    title={rate.error}
                    style={{ marginTop: 16 }}
                    action={
                      <Button size="small" icon={<ReloadOutlined />} onClick={() => void dolarKuruStore.fetch()}>
                        {t.retry}
                      </Button>
                    }
                  />
                )}
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <UpdateForm />
        </Col>
        <Col xs={24}>
          <History />
        </Col>
      </Row>
    </>
  );
}

function UpdateForm() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();

  const save = async ({ dolarKuru }: FormValues) => {
    if (dolarKuru === null) return;
    await dolarKuruStore.update(dolarKuru);
    message.success(t.updated);
    form.resetFields();
    void queryClient.invalidateQueries({ queryKey: rateKeys.history });
  };
  const submit = useSubmit(form, save, t.updateFailed);

  return (
    <Card title={t.formTitle} style={{ height: '100%' }}>
      <Form {...submit.form}>
        <Form.Item label={t.newRate} name="dolarKuru" extra={t.newRateHelp} rules={rulesFor(dolarKuruSchema)}>
          <InputNumber<number>
            style={{ width: '100%', maxWidth: 320 }}
            size="large"
            decimalSeparator=","
            step={0.01}
            inputMode="decimal"
            placeholder="42,1500"
            suffix="₺"
            controls={false}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={submit.busy}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}

const historyColumns: TableProps<RateHistoryItem>['columns'] = [
  dateTimeColumn(t.colDate, 'createdAt', 170),
  numberColumn(t.colRate, 'dolarKuru', 150, (value) => formatRate(value, 4)),
  { title: t.colChangedBy, key: 'changedBy', render: (_: unknown, row) => row.changedBy?.name ?? msg.common.none },
];
const historyTexts = { listFailed: t.historyFailed, empty: t.historyEmpty };

function History() {
  const pager = usePager(HISTORY_PAGE_SIZES);
  const query = useQuery({
    queryKey: rateKeys.historyPage(pager.page, pager.pageSize),
    queryFn: () => getDolarKuruHistory(pager.page, pager.pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t.historyTitle}>
      <ServerTable<RateHistoryItem>
        query={query}
        columns={historyColumns}
        texts={historyTexts}
        scrollX={480}
        {...pager}
      />
    </Card>
  );
}
