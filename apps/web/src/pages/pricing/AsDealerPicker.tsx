import { Role } from '@parca/contract';
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';

const AsDealerSelect = lazy(() => import('./AsDealerSelect'));

/**
 * An admin's "Bayi gözüyle bak" on the model page: the prices follow the chosen dealer's rules (their group's and
 * their own) until cleared; the page itself is the same cached page every dealer gets. Dealers see nothing here, and
 * do not download the picker (AsDealerSelect.tsx).
 */
export function AsDealerPicker() {
  const session = useSession();
  if (session?.role !== Role.Admin) return null;
  return (
    <Suspense fallback={null}>
      <AsDealerSelect />
    </Suspense>
  );
}
