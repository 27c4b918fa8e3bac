import { Navigate, useLocation } from 'react-router';
import { pathOf } from '../../routes/table';

/**
 * /evaluate-shelve/index: the service's index is its entry. It forwards to /evaluate-shelve (keeping
 * `?project=`), where the how-it-works panel, the new-project form and the way to previous projects are.
 */
export default function ShelfIndexScreen() {
  const { search } = useLocation();
  return <Navigate to={`${pathOf('EvaluateShelve')}${search}`} replace />;
}
