/**
 * The network as the deposit page tells it: lost (until it returns), then back for a few seconds.
 * The browser's online and offline events are a hint, not a proof; the queue retries either way.
 */
import { useEffect, useState } from 'react';

export type NetworkStatus = 'online' | 'offline' | 'back';

const BACK_SHOWN_MS = 8_000;

export function useNetworkStatus(): NetworkStatus {
  const [status, setStatus] = useState<NetworkStatus>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  );
  useEffect(() => {
    let timer = 0;
    const lost = () => {
      window.clearTimeout(timer);
      setStatus('offline');
    };
    const back = () => {
      setStatus('back');
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setStatus('online'), BACK_SHOWN_MS);
    };
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
  }, []);
  return status;
}
