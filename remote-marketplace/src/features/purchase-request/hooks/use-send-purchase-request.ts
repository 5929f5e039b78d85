import { useEffect, useRef, useState } from 'react';
import { isApiError, useProfileStore } from '@leafbid/shared';
import { ORDER_MESSAGES, PURCHASE_CLOSE_MS, type BidLevel, type Product } from '@leafbid/domain';
import { newClientRequestId, useCreateBid } from '../api/create-bid';
import { useBidNoticeStore, type SentBid } from '../stores/bid-notice';
import { BID_FORM_MESSAGES } from '../../../messages';

/**
 * How the last send ended: on success the bid's level (the form words the thank-you in the active
 * language when it shows), on failure the server's text or the §8 fallback. Issue 35: offline
 * (nothing was sent) or no answer (the bid may have arrived) keeps what a retry needs, its
 * clientRequestId included, so a retry never places the bid twice.
 */
export type SendResult =
  | { tone: 'success'; level: BidLevel | null }
  | { tone: 'error'; text: string }
  | {
      tone: 'offline' | 'noAnswer';
      bid: Bid;
      level: BidLevel | null;
      clientRequestId: string;
    };

export interface Bid {
  quantity: number;
  pricePerGram: number;
}

export interface SendPurchaseRequest {
  sending: boolean;
  result: SendResult | null;
  /** Sends the bid; resolves true on success (the popup then closes after PURCHASE_CLOSE_MS). */
  send: (bid: Bid, level: BidLevel | null) => Promise<boolean>;
  /** Sends the bid an offline or unanswered send kept, under the same clientRequestId. */
  retry: () => Promise<boolean>;
}

/** Status 0: no answer came (the request core's network failure or time-out). */
const noAnswer = (error: unknown): boolean => isApiError(error) && error.status === 0;
const browserOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Spec §4 "Request submission": idle → sending → success (message, popup closes after 3 s) or
 * error (the server's text, else 'Failed to send request.'). Issue 35: when the popup closes (or
 * was closed while sending) the confirmation stays on the page (useBidNoticeStore); offline, the
 * bid is not sent at all and the form says so instead of 'Sending...'.
 */
export function useSendPurchaseRequest(product: Product, onClose: () => void): SendPurchaseRequest {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  const mounted = useRef(false);
  /** A sent bid whose confirmation the page shows once the popup is gone. */
  const unseen = useRef<SentBid | null>(null);
  const { createBid } = useCreateBid();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (closeTimer.current) clearTimeout(closeTimer.current);
      // Closed before the 3 s were up: the page keeps the confirmation.
      if (unseen.current) useBidNoticeStore.getState().show(unseen.current);
    };
  }, []);

  const attempt = async (
    bid: Bid,
    level: BidLevel | null,
    clientRequestId: string,
  ): Promise<boolean> => {
    setResult(null);
    if (browserOffline()) {
      setResult({ tone: 'offline', bid, level, clientRequestId });
      return false;
    }
    setSending(true);
    const sent: SentBid = {
      productName: product.Product_Name || ORDER_MESSAGES.untitledProduct,
      quantity: bid.quantity,
      pricePerGram: bid.pricePerGram,
      level,
    };
    try {
      await createBid(
        {
          product,
          quantity: bid.quantity,
          pricePerGram: bid.pricePerGram,
          profile: useProfileStore.getState().profile,
        },
        clientRequestId,
      );
      // The popup was closed (or moved to another product) while sending: the page tells.
      if (!mounted.current) {
        useBidNoticeStore.getState().show(sent);
        return true;
      }
      unseen.current = sent;
      setResult({ tone: 'success', level });
      if (closeTimer.current) clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        unseen.current = null;
        useBidNoticeStore.getState().show(sent);
        onCloseRef.current();
      }, PURCHASE_CLOSE_MS);
      return true;
    } catch (error) {
      if (noAnswer(error)) {
        setResult({
          tone: browserOffline() ? 'offline' : 'noAnswer',
          bid,
          level,
          clientRequestId,
        });
        return false;
      }
      const text =
        error instanceof Error && error.message ? error.message : BID_FORM_MESSAGES.sendFailed;
      setResult({ tone: 'error', text });
      return false;
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  // The same bid sent again after an unanswered send keeps its id: the server answers it once.
  const send = (bid: Bid, level: BidLevel | null) => {
    const kept = result?.tone === 'offline' || result?.tone === 'noAnswer' ? result : null;
    const same =
      kept && kept.bid.quantity === bid.quantity && kept.bid.pricePerGram === bid.pricePerGram;
    return attempt(bid, level, same ? kept.clientRequestId : newClientRequestId());
  };
  const retry = async (): Promise<boolean> => {
    if (result?.tone !== 'offline' && result?.tone !== 'noAnswer') return false;
    return attempt(result.bid, result.level, result.clientRequestId);
  };

  return { sending, result, send, retry };
}
