import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@leafbid/shared/ui';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

export interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
  /** The button was pressed (keyboard or click), not the scroll: the page moves focus on. */
  onLoadMoreRequested?: () => void;
}

/**
 * The next page comes when this nears the viewport (scrolling), or with the button (keyboard,
 * or a browser without IntersectionObserver).
 */
export function LoadMore({ loading, onLoadMore, onLoadMoreRequested }: LoadMoreProps) {
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
      {/* aria-disabled, not disabled, while loading: a disabled button drops the keyboard's
          focus to the page (issue 18). */}
      <Button
        variant="secondary"
        aria-disabled={loading}
        aria-busy={loading}
        onClick={() => {
          if (loading) return;
          onLoadMoreRequested?.();
          onLoadMore();
        }}
      >
        {loading ? M.loadingMore : M.loadMore}
      </Button>
    </div>
  );
}
