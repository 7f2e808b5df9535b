import { ClearOutlined } from '@ant-design/icons';
import { activityEntityNames, activityEntityValues } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { activityApi } from '../../api/routes';
import { userQuery } from '../../api/users';
import { ActivityTable } from '../../ui/activity/ActivityTable';
import { activityTexts as t } from '../../ui/activity/messages';
import { useIsPhone } from '../../ui/breakpoint';
import { ExportButtons } from '../../ui/ExportButtons';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressParams } from '../../ui/useAddressParams';
import { UserSelect } from '../../ui/users/UserSelect';
import { type ActivityFilters, activityFilterParams, readActivityFilters } from './activityFilters';

const DAY = 'YYYY-MM-DD';
const entityOptions = activityEntityValues.map((value) => ({ value, label: activityEntityNames[value] }));

/**
 * /admin/islem-gecmisi — every admin write, newest first, paged on the server; filtered in the address by kind of
 * record, record no, who and days (`?entity=&entityId=&userId=&from=&to=`), and downloaded as CSV or Excel. "Who" is
 * searched on the server among the admins and anyone with an entry; "Sistem" (no actor) has no filter of its own.
 */
export default function ActivityPage() {
  const [params, setParams] = useAddressParams();
  const filters = readActivityFilters(params);
  const phone = useIsPhone();
  const update = (change: ActivityFilters) =>
    setParams((latest) => activityFilterParams({ ...readActivityFilters(latest), ...change }));
  const filtered = Object.keys(filters).length > 0;
  // the picker names a user from the address (a reload, the back button) by their own record
  const { userId } = filters;
  const user = useQuery(userQuery(userId));

  const toolbar = (
    <>
      <Select
        className="act-filters-entity"
        aria-label={t.entityFilter}
        placeholder={t.entityFilter}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={entityOptions}
        value={filters.entity}
        onChange={(entity) => update({ entity, entityId: entity ? filters.entityId : undefined })}
      />
      <InputNumber<number>
        className="act-filters-id"
        aria-label={t.entityIdFilter}
        placeholder={t.entityIdFilter}
        min={1}
        precision={0}
        value={filters.entityId ?? null}
        onChange={(entityId) => update({ entityId: entityId ?? undefined })}
      />
      <UserSelect
        who="actors"
        className="act-filters-user"
        ariaLabel={t.userFilter}
        placeholder={t.userFilter}
        value={userId}
        known={user.data?.id === userId ? user.data : undefined}
        onChange={(id) => update({ userId: id })}
      />
      <DatePicker.RangePicker
        className="act-range"
        aria-label={t.dateRange}
        format="DD.MM.YYYY"
        placeholder={[t.rangeFrom, t.rangeTo]}
        allowEmpty={[true, true]}
        inputReadOnly={phone}
        value={[filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]}
        onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
      />
      {filtered && (
        <Button icon={<ClearOutlined aria-hidden />} onClick={() => setParams(() => new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      )}
      <ExportButtons route={activityApi.exportActivity} query={filters} fileName="islem-gecmisi" />
    </>
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card>
        <ActivityTable filters={filters} toolbar={toolbar} />
      </Card>
    </>
  );
}
