/**
 * What other modules may use of the activity log (docs/domain.md#activity-log): the writer they call inside each
 * admin write's transaction, the diff of a row's fields before and after, and who can be an entry's actor.
 */

export { activityActor } from './list.ts';
export { type ActivityRecord, activityRowsInsert, changedFields, recordActivity } from './record.ts';
