import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@leafbid/shared/ui';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

export interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The next page comes when this nears the viewport (scrolling), or with the button (keyboard,
 * or a browser without IntersectionObserver).
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onNear = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="mk-load-more">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? M.loadingMore : M.loadMore}
      </Button>
    </div>
  );
}
