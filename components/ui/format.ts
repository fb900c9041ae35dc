const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-03-12" → "12 March 2025", the same on the server and in every browser. */
export const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** US dollars with two decimals: 24.5 → "$24.50". */
export const formatPrice = (amount: number) => money.format(amount);
