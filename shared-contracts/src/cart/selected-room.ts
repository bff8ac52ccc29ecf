// The selected-room entity of product §3: one entry per room the traveller puts in the cart.

export interface EarlyCheckInPrices {
  earlyBoardPrice: number;
  earlyCustomerPrice: number;
  extraEarlyBoardPrice: number;
  extraEarlyCustomerPrice: number;
}

export interface LateCheckOutPrices {
  lateBoardPrice: number;
  lateCustomerPrice: number;
  extraLateBoardPrice: number;
  extraLateCustomerPrice: number;
}

/** Prices are integer Rial for the whole stay. */
export interface SelectedRoom {
  id: number | string;
  totalBoardPrice: number;
  totalCustomerPrice: number;
  extraBedCount: number;
  extraBoardPrice: number;
  extraCustomerPrice: number;
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
  early: EarlyCheckInPrices;
  late: LateCheckOutPrices;
}
