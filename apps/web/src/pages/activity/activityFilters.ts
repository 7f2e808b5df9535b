import { type ActivityEntity, type ActivityQuery, activityEntityValues } from '@parca/contract';
import dayjs from 'dayjs';
import { positiveInt } from '../../ui/paging';

export type ActivityFilters = Omit<Partial<ActivityQuery>, 'page' | 'pageSize'>;

const DAY = 'YYYY-MM-DD';
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY, true).isValid() ? value : undefined;
const entity = (value: string | null) =>
  (activityEntityValues as readonly string[]).includes(value ?? '') ? (value as ActivityEntity) : undefined;

/** `?entity=&entityId=&userId=&from=&to=` of the page; anything that does not read as its kind is left out. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {
    entity: entity(params.get('entity')),
    entityId: positiveInt(params.get('entityId')),
    userId: positiveInt(params.get('userId')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

/** The filters as the page's address: empty ones left out. */
export function activityFilterParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
