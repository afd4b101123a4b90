/**
 * Whether a list of the back-office is waiting for what it is to show: its first answer, or another
 * page while the previous one stays on screen. A refresh of what is shown does not count, so the
 * sign does not flicker after each save.
 */
export const isListLoading = (query: {
  readonly isFetching: boolean;
  readonly isPlaceholderData: boolean;
  readonly data: unknown;
}): boolean => query.isFetching && (query.isPlaceholderData || query.data === undefined);
