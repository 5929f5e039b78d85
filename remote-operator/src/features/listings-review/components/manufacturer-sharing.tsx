// Issue 41: the operator decides whether buyers read a listing's manufacturer (it often names the
// seller, whom buyers do not know): hidden until cleared here.
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { useState } from 'react';
import { OPERATOR_MESSAGES } from '../../../messages';
import { useShareManufacturer } from '../api/share-manufacturer';

const M = OPERATOR_MESSAGES;

export function ManufacturerSharing({ productId, shared }: { productId: string; shared: boolean }) {
  const sharing = useShareManufacturer();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="op-files__hint">
      <p className="op-muted">{shared ? M.manufacturerShown : M.manufacturerHidden}</p>
      <Button
        size="small"
        variant="secondary"
        loading={sharing.isPending}
        onClick={() => {
          setError(null);
          sharing.mutate(
            { productId, shared: !shared },
            { onError: (e) => setError(e.message || M.manufacturerShareFailed) },
          );
        }}
      >
        {shared ? M.manufacturerHide : M.manufacturerShow}
      </Button>
      <ErrorMessage message={error} />
    </div>
  );
}
