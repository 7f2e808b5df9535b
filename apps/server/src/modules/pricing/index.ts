/**
 * What other modules may use of pricing: a dealer's price rules, read and applied (docs/domain.md#pricing), and making
 * a group (the demo's).
 */
export { createPriceGroup } from './groups.ts';
export {
  allRuleBasisPoints,
  applyRules,
  checkRuleTargets,
  parseRuleSet,
  pricedItemOf,
  productFitsJoin,
  readRuleSet,
  ruleSetSql,
} from './rules.ts';
