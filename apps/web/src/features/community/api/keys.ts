/** The community's query keys: every change here invalidates `communityKey`, so feeds, details and lists agree. */
export const communityKey = ['community'] as const;
export const feedKey = (source: string, keyword = '') => [...communityKey, 'feed', source, keyword] as const;
export const articleKey = (id: number) => [...communityKey, 'article', id] as const;
export const commentsKey = (id: number) => [...communityKey, 'comments', id] as const;
export const followsKey = (side: string) => [...communityKey, 'follows', side] as const;

/** Infinite lists: the next page while the server says there is one. */
export const nextPage = (last: { current_page: number; last_page: number }) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;
