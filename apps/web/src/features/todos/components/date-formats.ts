/** The user's calendar date today, 'YYYY-MM-DD', in the browser's zone (the server gets the same zone). */
export function todayLocalDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
