/**
 * The pages' polling pace and patience (shared/capacity.ts). A browser test cannot wait the real
 * ten minutes of a deadline: it defines `window.portailClientLimits` before the app starts
 * (Playwright's addInitScript) to shorten them; nothing in the product sets it.
 */
import { CLIENT_LIMITS, type ClientLimits } from '#shared/capacity';

declare global {
  interface Window {
    portailClientLimits?: Partial<ClientLimits>;
  }
}

export const clientLimits = (): ClientLimits => ({
  ...CLIENT_LIMITS,
  ...(typeof window === 'undefined' ? {} : window.portailClientLimits),
});
