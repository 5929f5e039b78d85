import { create } from 'zustand';
import type { BidLevel } from '@leafbid/domain';

/** A sent bid, as the confirmation that stays on the page shows it (issue 35). */
export interface SentBid {
  productName: string;
  quantity: number;
  pricePerGram: number;
  level: BidLevel | null;
}

interface BidNoticeState {
  sent: SentBid | null;
  show: (sent: SentBid) => void;
  dismiss: () => void;
}

/**
 * Issue 35: the popup closes 3 s after a send (spec §4), too soon to read on a phone; the
 * confirmation then stays on the page (BidSentNotice) until the buyer dismisses it.
 */
export const useBidNoticeStore = create<BidNoticeState>()((set) => ({
  sent: null,
  show: (sent) => set({ sent }),
  dismiss: () => set({ sent: null }),
}));
