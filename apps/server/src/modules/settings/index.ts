/** What other modules may use of the settings: the company details the mails carry. */
export { readCompanyDetails } from './company.ts';
