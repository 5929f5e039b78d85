import { Button } from '@leafbid/shared/ui';
import { OPERATOR_MESSAGES } from '../messages';

export function LoadMore({
  visible,
  loading,
  onLoadMore,
}: {
  visible: boolean;
  loading: boolean;
  onLoadMore(): void;
}) {
  if (!visible) return null;
  return (
    <div className="op-load-more">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? OPERATOR_MESSAGES.loadingMore : OPERATOR_MESSAGES.loadMore}
      </Button>
    </div>
  );
}
