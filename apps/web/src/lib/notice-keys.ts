/**
 * The query keys of every notice read (docs/api.md "Notifications"). Every one starts with `notices`, so one
 * invalidation refreshes counts and lists together. A module of its own so lib/incoming.tsx can name them without
 * importing the counts' module, which imports the chat socket that loads lib/incoming.tsx.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: ['notices', 'unread'] as const,
  lists: ['notices', 'list'] as const,
  list: (group: string) => ['notices', 'list', group] as const,
};
