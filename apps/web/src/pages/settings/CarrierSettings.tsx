import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { carrierInput, ErrorCode, formatInteger, limitsOf, type ShippingCarrier } from '@parca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { createCarrier, deleteCarrier, getCarriers, settingsKeys, updateCarrier } from '../../api/settings';
import { useIsPhone } from '../../ui/breakpoint';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, showConflict, textLimits } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { carrierTexts as t } from './messages';

const fields = carrierInput.shape;
const label = (key: keyof typeof fields) => limitsOf(fields[key]).label;

type CarrierValues = { name: string; trackingUrlTemplate?: string | null; active: boolean; sortOrder?: number | null };

/** "Kargo firmaları": the carriers, in their order, each turned on or off, renamed, given a tracking page, or added. */
export function CarrierSettings() {
  const queryClient = useQueryClient();
  const phone = useIsPhone();
  const query = useQuery({ queryKey: settingsKeys.carriers, queryFn: getCarriers });
  const [editing, setEditing] = useState<{ open: boolean; carrier?: ShippingCarrier }>({ open: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.carriers });

  const toggle = useMutation({
    mutationFn: (c: ShippingCarrier) =>
      updateCarrier({ id: c.id, name: c.name, trackingUrlTemplate: c.trackingUrlTemplate, active: !c.active }),
    onSuccess: (c) => toast.success(t.switched(c.name, c.active)),
    onError: (err) => toast.error(errorMessage(err, t.saveFailed)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (c: ShippingCarrier) => deleteCarrier(c.id),
    onSuccess: (_, c) => toast.success(t.deleted(c.name)),
    onError: (err) => toast.error(errorMessage(err, t.deleteFailed)),
    onSettled: refresh,
  });

  const nameCell = (c: ShippingCarrier) => (
    <div className="set-carrier-name">
      <span>{c.name}</span>
      <Typography.Text type="secondary" className="set-carrier-template">
        {c.trackingUrlTemplate ?? `${t.colTemplate}: ${t.noTemplate}`}
      </Typography.Text>
    </div>
  );
  const activeSwitch = (c: ShippingCarrier) => (
    <Switch
      size="small"
      checked={c.active}
      aria-label={t.activeLabel(c.name)}
      loading={toggle.isPending && toggle.variables?.id === c.id}
      onChange={() => toggle.mutate(c)}
    />
  );
  const actions = (c: ShippingCarrier) => (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={`${t.edit}: ${c.name}`}
        onClick={() => setEditing({ open: true, carrier: c })}
      >
        {t.edit}
      </Button>
      {c.orderCount === 0 ? (
        <Popconfirm
          title={t.deleteConfirm}
          okText={t.deleteOk}
          okButtonProps={{ danger: true }}
          cancelText={t.deleteKeep}
          onConfirm={() => remove.mutateAsync(c).catch(() => undefined)}
        >
          <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />}>
            {t.delete}
          </Button>
        </Popconfirm>
      ) : (
        <Typography.Text type="secondary" className="set-carrier-used" title={t.usedCannotDelete}>
          {t.orders(formatInteger(c.orderCount))}
        </Typography.Text>
      )}
    </Space>
  );
  // a phone's one column: the name over its switch and actions, nothing to scroll sideways for
  const columns = phone
    ? [
        {
          title: t.colName,
          key: 'carrier',
          render: (_: unknown, c: ShippingCarrier) => (
            <>
              {nameCell(c)}
              <div className="set-carrier-tools">
                {activeSwitch(c)}
                {actions(c)}
              </div>
            </>
          ),
        },
      ]
    : [
        { title: t.colOrder, dataIndex: 'sortOrder', width: 64, render: (n: number) => formatInteger(n) },
        { title: t.colName, key: 'name', render: (_: unknown, c: ShippingCarrier) => nameCell(c) },
        { title: t.colActive, key: 'active', width: 72, render: (_: unknown, c: ShippingCarrier) => activeSwitch(c) },
        { title: t.colActions, key: 'actions', width: 120, render: (_: unknown, c: ShippingCarrier) => actions(c) },
      ];

  return (
    <Card
      title={t.title}
      className="set-card set-carriers"
      data-testid="carrier-settings"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ open: true })}>
          {t.add}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {query.isError && !query.data ? (
        <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
      ) : (
        <Table<ShippingCarrier>
          rowKey="id"
          size="small"
          loading={query.isPending}
          dataSource={query.data?.items}
          columns={columns}
          pagination={false}
          scroll={phone ? undefined : { x: 480 }}
          rowClassName={(c) => (c.active ? '' : 'set-carrier-off')}
        />
      )}
      <CarrierModal
        open={editing.open}
        carrier={editing.carrier}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </Card>
  );
}

function CarrierModal({ open, carrier, onClose }: { open: boolean; carrier?: ShippingCarrier; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CarrierValues>();

  const onSubmit = async (v: CarrierValues) => {
    const body = {
      name: v.name,
      trackingUrlTemplate: v.trackingUrlTemplate?.trim() ?? '',
      active: v.active,
      ...(v.sortOrder == null ? {} : { sortOrder: v.sortOrder }),
    };
    const saved = carrier ? await updateCarrier({ id: carrier.id, ...body }) : await createCarrier(body);
    await queryClient.invalidateQueries({ queryKey: settingsKeys.carriers });
    toast.success(t.saved(saved.name));
    onClose();
  };

  return (
    <FormModal<CarrierValues>
      open={open}
      title={carrier ? t.editTitle(carrier.name) : t.addTitle}
      okText={t.save}
      form={form}
      initialValues={
        carrier
          ? {
              name: carrier.name,
              trackingUrlTemplate: carrier.trackingUrlTemplate,
              active: carrier.active,
              sortOrder: carrier.sortOrder,
            }
          : { active: true }
      }
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.saveFailed}
      onFailed={(err) => showConflict(form, err, 'name', ErrorCode.Duplicate)}
      width={560}
    >
      <Form.Item label={label('name')} name="name" rules={rulesFor(fields.name)}>
        <Input {...textLimits(fields.name)} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        label={label('trackingUrlTemplate')}
        name="trackingUrlTemplate"
        extra={t.templateHelp}
        rules={rulesFor(fields.trackingUrlTemplate)}
      >
        <Input inputMode="url" placeholder="https://" autoComplete="off" />
      </Form.Item>
      <Form.Item label={label('sortOrder')} name="sortOrder" rules={rulesFor(fields.sortOrder)}>
        <InputNumber<number> min={0} max={1000} precision={0} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={label('active')} name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
