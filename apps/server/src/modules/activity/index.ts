/**
 * What other modules may use of the activity log (docs/domain.md#activity-log): the writer they call inside each
 * admin write's transaction, and the diff of a row's fields before and after.
 */
export { type ActivityRecord, activityRowsInsert, changedFields, recordActivity } from './record.ts';
