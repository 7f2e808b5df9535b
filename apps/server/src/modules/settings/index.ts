/** What other modules may use of the settings: the company details the mails carry, the carrier an order ships with. */
export { activeCarrier } from './carriers.ts';
export { readCompanyDetails } from './company.ts';
