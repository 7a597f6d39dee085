/**
 * docs/api.md "Chat in context" report queue: a report opens to the reported message with the conversation
 * around it; warn and hide send nothing until a note is written and then send it; dismiss asks first; a member
 * report offers no hide; an operator without `reports.decide` only reads.
 */
import { ADMIN_PERMISSIONS, type AdminPermission, type AdminReport } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const messageReport: AdminReport = {
  id: 31,
  target: 'message',
  target_id: 501,
  reason: 'Asked for my pay password',
  images: [],
  status: 'open',
  action: null,
  note: '',
  reporter: { id: 7, username: 'alice', nickname: 'Alice' },
  reported: { id: 9, username: 'mallory', nickname: 'Mal' },
  content: {
    title: '',
    text: 'Send me your pay password',
    images: [],
    hidden: false,
    conversation: [
      { id: 500, from_id: 7, type: 'text', content: 'Hi', createtime: 1_790_000_000 },
      { id: 501, from_id: 9, type: 'text', content: 'Send me your pay password', createtime: 1_790_000_060 },
    ],
  },
  createtime: 1_790_000_100,
  decidetime: null,
};
const memberReport: AdminReport = {
  ...messageReport,
  id: 32,
  target: 'member',
  target_id: 9,
  reason: 'Fake profile',
  content: { title: 'Mal', text: 'Trust me', images: [], hidden: false },
};

function serveQueue(permissions: readonly AdminPermission[] = ADMIN_PERMISSIONS) {
  return serve(
    {
      'report/list': () => ok({ data: [messageReport, memberReport], total: 2, per_page: 20, current_page: 1, last_page: 1 }),
      'report/decide': (body) =>
        ok({ ...messageReport, id: body.id, status: 'closed', action: body.action, note: body.note ?? '' }),
    },
    permissions,
  );
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'report/decide').map((r) => r.body);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')! as HTMLElement;

describe('report queue', () => {
  it('shows the conversation around a reported message and warns only with a note', async () => {
    const sent = serveQueue();
    await renderConsole('/reports');
    const row = await rowOf('Asked for my pay password');
    expect(within(row).getByText('mallory (#9)')).toBeTruthy();
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    const conversation = await screen.findByTestId('report-conversation-31');
    expect(within(conversation).getByText('Hi')).toBeTruthy();
    expect(within(conversation).getByText('Reported')).toBeTruthy();

    fireEvent.click(button(row, 'Warn'));
    const dialog = (await screen.findByText('Warn mallory (report #31)')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(button(dialog, 'Warn'));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(decisions(sent)).toEqual([]);
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: ' Never ask for passwords ' } });
    fireEvent.click(button(dialog, 'Warn'));
    await waitFor(() => expect(decisions(sent)).toEqual([{ id: 31, action: 'warn', note: 'Never ask for passwords' }]));
  });

  it('offers no hide for a member, and dismisses only after the confirmation', async () => {
    const sent = serveQueue();
    await renderConsole('/reports');
    const row = await rowOf('Fake profile');
    expect(() => button(row, 'Hide')).toThrow();
    fireEvent.click(button(row, 'Dismiss'));
    const confirm = await screen.findByText('Dismiss report #32 without action?');
    expect(decisions(sent)).toEqual([]);
    fireEvent.click(button(confirm.closest('.ant-popover')! as HTMLElement, 'Dismiss'));
    await waitFor(() => expect(decisions(sent)).toEqual([{ id: 32, action: 'dismiss' }]));
  });

  it('lets an operator without reports.decide read the queue but not decide', async () => {
    serveQueue(ADMIN_PERMISSIONS.filter((p) => p !== 'reports.decide'));
    await renderConsole('/reports');
    const row = await rowOf('Asked for my pay password');
    // The row's only button is the expander of the reported content.
    const named = [...row.querySelectorAll('button')].map((b) => b.textContent?.trim()).filter(Boolean);
    expect(named).toEqual([]);
    expect(row.querySelector('.ant-table-row-expand-icon')).toBeTruthy();
  });
});
