import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog, ReturnFocusContext, type ReturnFocus } from '../ui/Dialog';
import { $dialogs, closeDialog, menuButtonOf, openDialog } from '../stores/dialogs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A root like the chrome's: a disclosure button and its panel (with a link) in an open shadow root. */
function menu(): { shadow: ShadowRoot; button: HTMLButtonElement; link: HTMLAnchorElement; panel: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<ul><li><button aria-expanded="true" aria-controls="panel-1">Trade</button>'
    + '<div id="panel-1"><section><a href="/copy">Copy Trading</a></section></div></li></ul><button id="other">Other</button>';
  return { shadow, button: shadow.querySelector('button')!, link: shadow.querySelector('a')!, panel: shadow.getElementById('panel-1')! };
}

let root: Root | null = null;
afterEach(() => {
  act(() => { root?.unmount(); });
  root = null;
  document.body.innerHTML = '';
  closeDialog();
  $dialogs.set({ showing: null, waiting: [] });
});

describe('the focus-return rule (issue 10: written once)', () => {
  it('finds the menu button of a control inside a disclosure panel, and none outside one', () => {
    const { shadow, button, link } = menu();
    expect(menuButtonOf(link)).toBe(button);
    expect(menuButtonOf(shadow.getElementById('other'))).toBeNull();
    expect(menuButtonOf(null)).toBeNull();
  });

  it('a request records the focused control as its trigger, and that control\'s menu button', () => {
    const { link, button } = menu();
    link.focus();
    openDialog('upcoming', undefined);
    expect($dialogs.get().waiting[0]).toMatchObject({ name: 'upcoming', trigger: link, fallback: button });
  });

  async function closeWith(returnFocus: ReturnFocus): Promise<void> {
    const el = document.createElement('div');
    document.body.append(el);
    root = createRoot(el);
    const render = (open: boolean) => root!.render(
      <ReturnFocusContext.Provider value={returnFocus}>
        <Dialog open={open} onClose={() => undefined} label="Stay tuned!"><button type="button">Confirm</button></Dialog>
      </ReturnFocusContext.Provider>,
    );
    await act(async () => { render(true); });
    (el.querySelector('dialog button') as HTMLButtonElement).focus();
    await act(async () => { render(false); });
  }

  it('on close, focus goes to the trigger', async () => {
    const { link, button } = menu();
    await closeWith({ trigger: link, fallback: button });
    expect((link.getRootNode() as ShadowRoot).activeElement).toBe(link);
  });

  it('else, when the panel holding it has closed, to its menu button', async () => {
    const { link, button, panel } = menu();
    panel.remove();
    await closeWith({ trigger: link, fallback: button });
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button);
  });
});
