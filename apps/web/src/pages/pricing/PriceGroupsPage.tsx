import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatInteger, formatNumber, type PriceGroup } from '@parca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { createPriceGroup, deletePriceGroup, getPriceGroups, pricingKeys, updatePriceGroup } from '../../api/pricing';
import { useIsPhone } from '../../ui/breakpoint';
import { FormModal } from '../../ui/FormModal';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { pricingTexts as t } from './messages';
import { RulesEditor, type RuleValues, toRules, useRuleTargetOptions } from './RulesEditor';

type GroupValues = { name: string; rules: RuleValues[] };

/** "Fiyat Grupları": the groups with their rules and dealers; add, edit, delete (not while dealers are in one). */
export default function PriceGroupsPage() {
  const queryClient = useQueryClient();
  const phone = useIsPhone();
  const query = useQuery({ queryKey: pricingKeys.groups, queryFn: getPriceGroups });
  const [editing, setEditing] = useState<{ open: boolean; group?: PriceGroup }>({ open: false });
  const [form] = Form.useForm<GroupValues>();
  const names = useRuleTargetOptions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['price-groups'] });
  const remove = useMutation({
    mutationFn: (g: PriceGroup) => deletePriceGroup(g.id),
    onSuccess: (_, g) => toast.success(t.deleted(g.name)),
    onError: (err) => toast.error(errorMessage(err, t.deleteFailed)),
    onSettled: refresh,
  });

  const nameOf = (target: string, id: number | null) =>
    id === null
      ? null
      : ((names as Record<string, { value: number; label: string }[]>)[target]?.find((o) => o.value === id)?.label ??
        `#${id}`);
  const rulesCell = (g: PriceGroup) =>
    g.rules.length === 0 ? (
      <Typography.Text type="secondary">{t.noRules}</Typography.Text>
    ) : (
      <ul className="prc-rule-list">
        {g.rules.map((r) => (
          <li key={`${r.target}:${r.targetId}`}>
            {t.ruleText(r.target, nameOf(r.target, r.targetId), formatNumber(r.discountPercent, 0, 2))}
          </li>
        ))}
      </ul>
    );
  const actions = (g: PriceGroup) => (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={`${t.edit}: ${g.name}`}
        onClick={() => setEditing({ open: true, group: g })}
      >
        {t.edit}
      </Button>
      <Popconfirm
        title={t.deleteConfirm}
        okText={t.deleteOk}
        okButtonProps={{ danger: true }}
        cancelText={t.deleteKeep}
        onConfirm={() => remove.mutateAsync(g).catch(() => undefined)}
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`${t.delete}: ${g.name}`}
        >
          {t.delete}
        </Button>
      </Popconfirm>
    </Space>
  );
  const columns = phone
    ? [
        {
          title: t.colName,
          key: 'group',
          render: (_: unknown, g: PriceGroup) => (
            <>
              <strong>{g.name}</strong> · {t.colDealers}: {formatInteger(g.dealerCount)}
              {rulesCell(g)}
              {actions(g)}
            </>
          ),
        },
      ]
    : [
        { title: t.colName, dataIndex: 'name', key: 'name' },
        { title: t.colRules, key: 'rules', render: (_: unknown, g: PriceGroup) => rulesCell(g) },
        { title: t.colDealers, dataIndex: 'dealerCount', width: 80, render: (n: number) => formatInteger(n) },
        { title: t.colActions, key: 'actions', width: 160, render: (_: unknown, g: PriceGroup) => actions(g) },
      ];

  const group = editing.group;
  return (
    <>
      <PageHeader title={t.title} />
      <Card
        title={t.listTitle}
        data-testid="price-groups"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ open: true })}>
            {t.add}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
        {query.isError && !query.data ? (
          <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
        ) : (
          <Table<PriceGroup>
            rowKey="id"
            size="small"
            loading={query.isPending}
            dataSource={query.data}
            columns={columns}
            pagination={false}
          />
        )}
        <FormModal<GroupValues>
          key={group?.id ?? 'new'}
          open={editing.open}
          title={group ? t.editTitle(group.name) : t.newTitle}
          form={form}
          width={720}
          initialValues={group ? { name: group.name, rules: group.rules as RuleValues[] } : { rules: [] }}
          failMessage={t.saveFailed}
          onClose={() => setEditing({ open: false })}
          onSubmit={async (values) => {
            const body = { name: values.name, rules: toRules(values.rules) };
            const saved = group ? await updatePriceGroup({ id: group.id, ...body }) : await createPriceGroup(body);
            toast.success(t.saved(saved.name));
            setEditing({ open: false });
            await refresh();
          }}
        >
          <Form.Item
            name="name"
            label={t.fieldName}
            rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Typography.Text strong>{t.rules}</Typography.Text>
          <RulesEditor name="rules" />
        </FormModal>
      </Card>
    </>
  );
}
