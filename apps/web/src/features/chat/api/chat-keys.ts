/** Query keys of the chat feature, so sends, reads and socket events invalidate the right lists. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'lists'] as const,
  history: (peerId: number) => [...chatKeys.all, 'history', peerId] as const,
  member: (uid: string) => [...chatKeys.all, 'member', uid] as const,
  blocked: (peerId: number) => [...chatKeys.all, 'blocked', peerId] as const,
};
