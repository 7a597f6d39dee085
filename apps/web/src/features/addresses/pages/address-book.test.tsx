/**
 * The address book: the list with the default marked, an empty state, adding with the contract's checks (a
 * bad phone number is refused before sending), editing, and deleting only after the confirmation.
 */
import type { Address, UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';

const home: Address = { id: 1, name: 'Amy', mobile: '13800000000', region: 'Lagos', detail: '1 Marina Road', is_default: true };
const office: Address = {
  id: 2,
  name: 'Amy Work',
  mobile: '13800000001',
  region: 'Lagos',
  detail: '5 Broad St',
  is_default: false,
};

type Call = { path: string; body: Record<string, unknown> };
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const signIn = () => setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);

/** The server: answers `replies[path]` (a reply or a function of the body), anything else empty; records calls. */
function fakeServer(replies: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const reply = replies[path];
    return json((typeof reply === 'function' ? reply(body) : reply) ?? ok({}));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

/** antd-mobile's TextArea puts the test id on its wrapper: the field inside is typed into. */
function typeInto(testId: string, value: string) {
  const found = screen.getByTestId(testId);
  fireEvent.change(found.querySelector('textarea') ?? found, { target: { value } });
}

describe('address book', () => {
  it('lists the addresses with the default marked, and says so when there are none', async () => {
    signIn();
    fakeServer({ '/api/address/list': ok([home, office]) });
    await renderAt('/user/address');
    expect((await screen.findByTestId('address-1')).textContent).toContain('1 Marina Road');
    expect(screen.getByTestId('address-default-1').textContent).toBe('Default');
    expect(screen.queryByTestId('address-default-2')).toBeNull();

    fakeServer({ '/api/address/list': ok([]) });
    await renderAt('/user/address');
    expect((await screen.findByTestId('addresses-empty')).textContent).toContain('No addresses yet');
  });

  it('refuses a bad phone number before sending, then saves a new default address and shows it', async () => {
    signIn();
    let saved: Address[] = [];
    const calls = fakeServer({
      '/api/address/list': () => ok(saved),
      '/api/address/save': (body: Record<string, unknown>) => {
        saved = [{ ...(body as unknown as Address), id: 3 }];
        return ok(saved[0]);
      },
    });
    await renderAt('/user/address');
    await screen.findByTestId('addresses-empty');
    fireEvent.click(screen.getByTestId('address-add'));
    typeInto('address-name', 'Bola');
    typeInto('address-mobile', '12');
    typeInto('address-region', 'Abuja');
    typeInto('address-detail', '9 Park Lane');
    fireEvent.click(screen.getByTestId('address-default'));
    fireEvent.click(screen.getByTestId('address-submit'));
    expect(await screen.findByText(/phone|mobile/i, { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/address/save')).toBe(false);

    // Written as people write a number: the spaces and the dash are dropped, not refused.
    typeInto('address-mobile', '139 0000-0000');
    fireEvent.click(screen.getByTestId('address-submit'));
    expect((await screen.findByTestId('address-3')).textContent).toContain('9 Park Lane');
    expect(calls.find((c) => c.path === '/api/address/save')!.body).toEqual({
      name: 'Bola',
      mobile: '13900000000',
      region: 'Abuja',
      detail: '9 Park Lane',
      is_default: true,
    });
  });

  it('edits an address with its id', async () => {
    signIn();
    const calls = fakeServer({ '/api/address/list': ok([home]), '/api/address/save': ok(home) });
    await renderAt('/user/address');
    fireEvent.click(await screen.findByTestId('address-edit-1'));
    typeInto('address-detail', '2 Marina Road');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/address/save')?.body).toMatchObject({ id: 1, detail: '2 Marina Road' }),
    );
  });

  it('deletes only after the confirmation', async () => {
    signIn();
    const calls = fakeServer({ '/api/address/list': ok([home, office]) });
    await renderAt('/user/address');
    fireEvent.click(await screen.findByTestId('address-delete-2'));
    expect((await screen.findByTestId('address-delete-confirm')).textContent).toContain('Amy Work');
    await tapInDialog('Cancel');
    await waitFor(() => expect(screen.queryByTestId('address-delete-confirm')).toBeNull());
    expect(calls.some((c) => c.path === '/api/address/del')).toBe(false);

    fireEvent.click(screen.getByTestId('address-delete-2'));
    await screen.findByTestId('address-delete-confirm');
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/address/del')?.body).toEqual({ id: 2 }));
  });
});
