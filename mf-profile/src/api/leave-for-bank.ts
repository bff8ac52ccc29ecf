// Leaves the page for the bank's payment page (a full navigation: the bank is another site).
export function leaveForBank(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
