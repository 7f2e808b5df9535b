import { ReloadOutlined } from '@ant-design/icons';
import {
  dolarKuru as dolarKuruSchema,
  formatDateTime,
  formatRate,
  type RateHistoryItem,
  rateSourceNames,
} from '@parca/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Row, Skeleton, type TableProps, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { getDolarKuruHistory, rateKeys } from '../../api/rates';
import { msg } from '../../messages';
import { DecimalInput, type DecimalValue, decimalRules, readDecimal } from '../../ui/DecimalInput';
import { toast } from '../../ui/kit/toast';
import { PageHeader } from '../../ui/PageHeader';
import { ServerTable, usePager } from '../../ui/ServerTable';
import { dateTimeColumn, numberColumn } from '../../ui/tableColumns';
import { useSubmit } from '../../ui/useSubmit';
import { dolarKuruStore, useDolarKuru } from './dolarKuruStore';
import { rates } from './messages';
import { rateChangeConfirmation } from './rateChange';
import { TcmbCard } from './TcmbCard';

const t = rates;
const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

interface FormValues {
  /** As typed, the Turkish way: "42,3150", "4.231,50". */
  dolarKuru: DecimalValue;
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
          <TcmbCard />
        </Col>
        <Col xs={24}>
          <History />
        </Col>
      </Row>
    </>
  );
}

function UpdateForm() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();

  /** A change of more than 10 % is saved only once the person confirms it, seeing the old and the new rate. */
  const confirmed = (question: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t.confirmTitle,
        content: question,
        okText: t.confirmOk,
        cancelText: msg.common.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const save = async (values: FormValues) => {
    const dolarKuru = readDecimal(values.dolarKuru);
    if (dolarKuru === null) return;
    const question = rateChangeConfirmation(dolarKuruStore.getState().dolarKuru, dolarKuru);
    if (question && !(await confirmed(question))) return;
    await dolarKuruStore.update(dolarKuru);
    toast.success(t.updated);
    form.resetFields();
    void queryClient.invalidateQueries({ queryKey: rateKeys.history });
  };
  const submit = useSubmit(form, save, t.updateFailed);

  return (
    <Card title={t.formTitle} style={{ height: '100%' }}>
      <Form {...submit.form}>
        <Form.Item label={t.newRate} name="dolarKuru" extra={t.newRateHelp} rules={decimalRules(dolarKuruSchema)}>
          <DecimalInput
            schema={dolarKuruSchema}
            style={{ width: '100%', maxWidth: 320 }}
            size="large"
            placeholder="42,1500"
            suffix="₺"
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
  {
    title: t.colSource,
    key: 'source',
    width: 130,
    render: (_: unknown, row) => (
      <Tag color={row.source === 'tcmb' ? 'blue' : undefined}>{rateSourceNames[row.source]}</Tag>
    ),
  },
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
        scrollX={600}
        {...pager}
      />
    </Card>
  );
}
