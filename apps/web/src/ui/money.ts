// Moved to the contract (one money module for server and web); importers move there next.
export { usdToTry } from '@parca/contract';
