// The text rules now live in the contract (one search key, one sort order for server and web); importers move there next.
export { compareTurkish as compareTr, matchesSearch as trMatcher } from '@parca/contract';
