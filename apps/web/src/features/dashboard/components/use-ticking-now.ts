import { useEffect, useState } from 'react';

/**
 * The server's "now" in ms, ticking every second while `ticking`: the device's clock corrected by the
 * difference seen when the data arrived, so a wrong device clock does not change the running timer's
 * minutes (docs/product/dashboard.md "Productive Time"). Nothing is saved per tick.
 */
export function useTickingNow(serverNow: string, receivedAt: number, ticking: boolean): number {
  const skew = Date.parse(serverNow) - receivedAt;
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    setDeviceNow(Date.now());
    if (!ticking) return;
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking, serverNow]);
  return deviceNow + skew;
}
