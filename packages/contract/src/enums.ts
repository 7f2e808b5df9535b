export { parseRoleClaim, ROLE_CLAIM, Role, roleNames, roleValues } from './roles.ts';

/** Product category groups of the seed spec. */
export const CategoryType = { YedekParca: 1, Aksesuar: 2, Hirdavat: 3 } as const;
export type CategoryType = (typeof CategoryType)[keyof typeof CategoryType];
export const categoryTypeNames: Record<CategoryType, string> = {
  [CategoryType.YedekParca]: 'Yedek Parça',
  [CategoryType.Aksesuar]: 'Aksesuar',
  [CategoryType.Hirdavat]: 'Hırdavat',
};
