import { useEffect, useRef, useState } from 'react';
import { useProfileStore } from '@leafbid/shared';
import { PURCHASE_CLOSE_MS, REQUEST_MESSAGES, type BidLevel, type Product } from '@leafbid/domain';
import { useCreateBid } from '../api/create-bid';

/**
 * How the last send ended: on success the bid's level (the form words the thank-you in the active
 * language when it shows), on failure the server's text or the §8 fallback.
 */
export type SendResult =
  | { tone: 'success'; level: BidLevel | null }
  | { tone: 'error'; text: string };

export interface Bid {
  quantity: number;
  pricePerGram: number;
}

export interface SendPurchaseRequest {
  sending: boolean;
  result: SendResult | null;
  /** Sends the bid; resolves true on success (the popup then closes after PURCHASE_CLOSE_MS). */
  send: (bid: Bid, level: BidLevel | null) => Promise<boolean>;
}

/**
 * Spec §4 "Request submission": idle → sending → success (message, popup closes after 3 s) or
 * error (the server's text, else 'Failed to send request.').
 */
export function useSendPurchaseRequest(product: Product, onClose: () => void): SendPurchaseRequest {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  const mounted = useRef(false);
  const { createBid } = useCreateBid();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (closeTimer.current) clearTimeout(closeTimer.current);
    };
  }, []);

  const send = async (bid: Bid, level: BidLevel | null): Promise<boolean> => {
    setSending(true);
    setResult(null);
    try {
      await createBid({
        product,
        quantity: bid.quantity,
        pricePerGram: bid.pricePerGram,
        profile: useProfileStore.getState().profile,
      });
      // The popup was closed (or moved to another product) while sending: nothing left to close.
      if (!mounted.current) return true;
      setResult({ tone: 'success', level });
      if (closeTimer.current) clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => onCloseRef.current(), PURCHASE_CLOSE_MS);
      return true;
    } catch (error) {
      const text =
        error instanceof Error && error.message ? error.message : REQUEST_MESSAGES.fallback;
      setResult({ tone: 'error', text });
      return false;
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { sending, result, send };
}
