/**
 * The review desk's place reports (docs/api.md "Reports of closed or moved places"): the shop, the kind, the note,
 * the new pin of a "moved" report and the closed count; confirm closed, dismiss and move only after a
 * confirmation naming the shop; a decided report shows its decision and offers nothing.
 */
import type { PlaceReportDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const detail: PlaceReportDetail = {
  shop_id: 12,
  shop_name: 'Kopi Corner',
  shop_lat: 1.29,
  shop_lng: 103.85,
  kind: 'moved',
  note: 'They moved two streets down',
  lat: 1.2912,
  lng: 103.8523,
  closed_reports: 2,
  closed_reported: false,
  actions: ['confirm_closed', 'dismiss', 'move'],
  decision: null,
};
const item = { id: 501, kind: 'place_report', status: 'pending', user_id: 7, username: 'amy', createtime: 1_790_100_000, detail };

function serveReports(row: object = item) {
  return serve({
    'review/kinds': () => ok({ kinds: ['place_report'], pending: { place_report: 1 } }),
    'review/list': () => ok({ data: [row], total: 1, page: 1, limit: 20 }),
    'review/decide': () => ok({ ...item, status: 'passed' }),
  });
}

const decisions = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'review/decide').map((r) => r.body);

async function reportRow() {
  await renderConsole('/review');
  return (await screen.findByTestId('place-report-detail')).closest('tr')! as HTMLElement;
}

describe('place report desk', () => {
  it('names the queue and shows the shop, the kind, the note and both pins', async () => {
    serveReports();
    const row = await reportRow();
    expect(screen.getByTestId('review-kind').textContent).toContain('Place reports (1)');
    expect(within(row).getByText('Kopi Corner (#12)')).toBeTruthy();
    expect(within(row).getByText('Moved')).toBeTruthy();
    expect(within(row).getByText('They moved two streets down')).toBeTruthy();
    expect(within(row).getByTestId('place-report-pin').textContent).toBe('1.29000, 103.85000');
    expect(within(row).getByTestId('place-report-new-pin').getAttribute('href')).toContain('mlat=1.2912&mlon=103.8523');
    expect(within(row).getByText('Members reporting it closed (30 days)')).toBeTruthy();
  });

  it('confirms closed, dismisses and moves only after the confirmation naming the shop', async () => {
    const sent = serveReports();
    const row = await reportRow();
    fireEvent.click(button(row, 'Confirm closed'));
    const closed = await screen.findByText('Confirm that Kopi Corner has closed? It leaves the map and its owner is told.');
    expect(decisions(sent)).toEqual([]);
    fireEvent.click(button(closed.closest('.ant-popover')! as HTMLElement, 'Confirm closed'));
    await waitFor(() => expect(decisions(sent)).toEqual([{ kind: 'place_report', id: 501, action: 'confirm_closed' }]));

    fireEvent.click(button(row, 'Move the pin'));
    const move = await screen.findByText("Move Kopi Corner's pin to where the member says it is now?");
    fireEvent.click(button(move.closest('.ant-popover')! as HTMLElement, 'Move the pin'));
    await waitFor(() => expect(decisions(sent)).toHaveLength(2));
    expect(decisions(sent)[1]).toEqual({ kind: 'place_report', id: 501, action: 'move' });
  });

  it('shows a closed report without a new pin, greyed on the map, and a decided one without buttons', async () => {
    const closed = {
      ...detail,
      kind: 'closed' as const,
      note: '',
      lat: null,
      lng: null,
      closed_reports: 3,
      closed_reported: true,
    };
    serveReports({ ...item, status: 'passed', detail: { ...closed, actions: [], decision: 'dismiss' } });
    const row = await reportRow();
    expect(within(row).getByText('No note')).toBeTruthy();
    expect(within(row).getByText('Greyed on the map')).toBeTruthy();
    expect(within(row).queryByTestId('place-report-new-pin')).toBeNull();
    expect(within(row).getByText('Dismissed')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
