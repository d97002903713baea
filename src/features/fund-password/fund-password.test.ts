import { afterEach, describe, expect, it } from 'vitest';
import { $dialogs, closeDialog, openDialog } from '../../stores/dialogs';
import { askFundPassword, confirmFundPassword, settledLogin } from './fund-password';
import { $login } from '../../stores/user';

afterEach(() => {
  $dialogs.set({ showing: null, waiting: [] });
});

const show = () => $dialogs.set({ showing: $dialogs.get().waiting[0] ?? null, waiting: $dialogs.get().waiting.slice(1) });

describe('the fund-password prompt', () => {
  it('resolves with the confirmed password, which is in no store', async () => {
    const answer = askFundPassword();
    expect($dialogs.get().waiting.map((w) => w.name)).toEqual(['fund-password']);
    show();
    confirmFundPassword('s3cret');
    closeDialog('fund-password');
    await expect(answer).resolves.toBe('s3cret');
    expect(JSON.stringify($dialogs.get())).not.toContain('s3cret');
  });

  it('resolves null when the dialog closes without a confirmation, or is dropped while waiting', async () => {
    const closed = askFundPassword();
    show();
    closeDialog();
    await expect(closed).resolves.toBeNull();
    const dropped = askFundPassword();
    closeDialog('fund-password');
    await expect(dropped).resolves.toBeNull();
  });

  it('a second ask while one is pending: the first gets null, the second the password', async () => {
    const first = askFundPassword();
    const second = askFundPassword();
    await expect(first).resolves.toBeNull();
    show();
    confirmFundPassword('pw');
    await expect(second).resolves.toBe('pw');
  });

  it('another dialog taking its place resolves null', async () => {
    const answer = askFundPassword();
    show();
    openDialog('fund-password-frequency', undefined, { replace: true });
    $dialogs.set({ showing: $dialogs.get().waiting[0]!, waiting: [] });
    await expect(answer).resolves.toBeNull();
  });
});

describe('settledLogin', () => {
  it('waits for the login state to be known', async () => {
    $login.set({ status: 'loading' });
    const known = settledLogin();
    $login.set({ status: 'out' });
    await expect(known).resolves.toEqual({ status: 'out' });
  });
});
