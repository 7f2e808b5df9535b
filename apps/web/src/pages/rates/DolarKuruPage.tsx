import { ReloadOutlined } from '@ant-design/icons';
import { DOLAR_KURU_MAX, dolarKuru as dolarKuruSchema, type RateHistoryItem } from '@parca/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Row,
  Skeleton,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client';
import { getDolarKuruHistory } from '../../api/rates';
import { msg } from '../../messages';
import { dolarKuruStore, useDolarKuru } from '../../rates/dolarKuruStore';
import { formatDateTime, formatInteger, formatRate } from '../../ui/format';
import { applyFieldErrors, zodRule } from '../../ui/formRules';
import { PageHeader } from '../../ui/PageHeader';

const t = msg.rates;
const v = msg.validation;
const historyKey = ['rates', 'dolar', 'history'] as const;

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
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ dolarKuru }: FormValues) => {
    if (dolarKuru === null) return;
    setBusy(true);
    try {
      await dolarKuruStore.update(dolarKuru);
      message.success(t.updated);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: historyKey });
    } catch (err) {
      applyFieldErrors(form, err);
      message.error(errorMessage(err, t.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t.formTitle} style={{ height: '100%' }}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={busy}>
        <Form.Item
          label={t.newRate}
          name="dolarKuru"
          extra={t.newRateHelp}
          rules={[
            { required: true, message: v.rateRequired },
            {
              validator: async (_r, value: number | null) => {
                if (value === null || value === undefined) return;
                if (!(value > 0)) throw new Error(v.ratePositive);
                if (value > DOLAR_KURU_MAX) throw new Error(v.rateMax(formatInteger(DOLAR_KURU_MAX)));
              },
            },
            zodRule(dolarKuruSchema, v.rateDecimals),
          ]}
        >
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
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    queryKey: [...historyKey, page, pageSize],
    queryFn: () => getDolarKuruHistory(page, pageSize),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<RateHistoryItem>['columns'] = [
    {
      title: t.colDate,
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 170,
      render: (value: string) => <span className="app-tabular">{formatDateTime(value)}</span>,
    },
    {
      title: t.colRate,
      dataIndex: 'dolarKuru',
      key: 'dolarKuru',
      align: 'right',
      width: 150,
      render: (value: number) => <span className="app-tabular">{formatRate(value, 4)}</span>,
    },
    {
      title: t.colChangedBy,
      key: 'changedBy',
      render: (_: unknown, row) => row.changedBy?.name ?? msg.common.none,
    },
  ];

  return (
    <Card title={t.historyTitle}>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(query.error, t.historyFailed)}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        />
      )}
      <Table<RateHistoryItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t.historyEmpty }}
        scroll={{ x: 480 }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => msg.common.total(total),
          onChange: (p, s) => {
            setPage(s !== pageSize ? 1 : p);
            setPageSize(s);
          },
        }}
      />
    </Card>
  );
}
