/** Drafts kept across navigation (lib/draft.ts): per key and per member, emptied by clear and by signing out. */
import type { UserInfo } from '@app/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, readDraft, useDraft } from './draft';
import { setProfile } from './session';

const member = (id: number) => ({ id, token: `t${id}` }) as UserInfo;

afterEach(() => setProfile(null));

describe('useDraft', () => {
  it('starts from what was typed before the form was left, and clear empties it', () => {
    setProfile(member(7));
    const first = renderHook(() => useDraft('comment:5:0', ''));
    act(() => first.result.current[1]('Nice stall'));
    first.unmount();
    const again = renderHook(() => useDraft('comment:5:0', ''));
    expect(again.result.current[0]).toBe('Nice stall');
    act(() => again.result.current[2]());
    expect(again.result.current[0]).toBe('');
    expect(readDraft('comment:5:0')).toBeUndefined();
  });

  it('keeps one draft per key, and loads the new key’s own when the key changes', () => {
    setProfile(member(7));
    const hook = renderHook(({ key }) => useDraft(key, ''), { initialProps: { key: 'chat:9' } });
    act(() => hook.result.current[1]('to nine'));
    hook.rerender({ key: 'chat:12' });
    expect(hook.result.current[0]).toBe('');
    act(() => hook.result.current[1]('to twelve'));
    hook.rerender({ key: 'chat:9' });
    expect(hook.result.current[0]).toBe('to nine');
  });

  it('applies updates given as functions one after another, and stores nothing for an emptied form', () => {
    setProfile(member(7));
    const empty = (post: { title: string; images: string[] }) => !post.title && post.images.length === 0;
    const hook = renderHook(() => useDraft('publish', { title: '', images: [] as string[] }, empty));
    act(() => {
      hook.result.current[1]((post) => ({ ...post, title: 'Market' }));
      hook.result.current[1]((post) => ({ ...post, images: ['/a.jpg'] }));
    });
    expect(hook.result.current[0]).toEqual({ title: 'Market', images: ['/a.jpg'] });
    act(() => hook.result.current[1]({ title: '', images: [] }));
    expect(readDraft('publish')).toBeUndefined();
  });

  it('is the signed-in member’s own, and signing out clears every draft of the tab', () => {
    setProfile(member(7));
    const mine = renderHook(() => useDraft('publish-text', ''));
    act(() => mine.result.current[1]('mine'));
    setProfile(member(8));
    expect(renderHook(() => useDraft('publish-text', '')).result.current[0]).toBe('');
    setProfile(member(7));
    expect(readDraft('publish-text')).toBe('mine');
    clearDrafts();
    expect(readDraft('publish-text')).toBeUndefined();
  });
});
