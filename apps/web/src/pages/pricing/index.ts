/** Pricing as other areas show it: the group field of the user form, the dealer's own rules, "Bayi gözüyle bak". */
export { AsDealerPicker } from './AsDealerPicker';
export { DealerRulesCard } from './DealerRulesCard';
export { PriceGroupField } from './PriceGroupField';
