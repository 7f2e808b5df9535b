import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIsPhone } from '../../ui/breakpoint';
import { type DayRange, rangeOf, rangeValue, SHOWN_DAY } from './days';
import { account as t } from './messages';
import './account.css';

const presets = () => {
  const today = dayjs();
  const lastYear = today.subtract(1, 'year');
  const range = (from: Dayjs, to: Dayjs): [Dayjs, Dayjs] => [from, to];
  return [
    { label: t.presets.thisMonth, value: range(today.startOf('month'), today) },
    { label: t.presets.last3Months, value: range(today.subtract(3, 'month').startOf('month'), today) },
    { label: t.presets.thisYear, value: range(today.startOf('year'), today) },
    { label: t.presets.lastYear, value: range(lastYear.startOf('year'), lastYear.endOf('year')) },
  ];
};

/**
 * A period of past days, either end open (dd.MM.yyyy, presets "Bu ay" … "Geçen yıl"); on a phone its two months
 * stack and the keyboard stays closed.
 */
export function DayRangePicker({
  range,
  onRange,
  label,
  className,
}: {
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** Accessible name. */
  label: string;
  className?: string;
}) {
  const phone = useIsPhone();
  return (
    <DatePicker.RangePicker
      className={className ? `acc-range ${className}` : 'acc-range'}
      classNames={phone ? { popup: { root: 'acc-range-popup-phone' } } : undefined}
      format={SHOWN_DAY}
      placeholder={[t.rangeFrom, t.rangeTo]}
      aria-label={label}
      allowEmpty={[true, true]}
      inputReadOnly={phone}
      presets={presets()}
      value={rangeValue(range)}
      onChange={(value) => onRange(rangeOf(value))}
      disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
      // the past: this month on the right, the one before on the left
      defaultPickerValue={[dayjs().subtract(1, 'month'), dayjs()]}
    />
  );
}
