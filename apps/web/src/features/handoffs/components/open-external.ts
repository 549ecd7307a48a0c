import { HANDOFF_VERIFY_PROVIDER } from '@panel/domain';

let windows = 0;

/**
 * Opens the new tab at once, while the click still counts as the user's (a tab opened after an awaited call is
 * blocked as a popup), and answers its name for the form or address that follows.
 */
export function openBlankTab(features?: string): { name: string; tab: Window | null } {
  windows += 1;
  const name = `panel-handoff-${Date.now()}-${windows}`;
  return { name, tab: window.open('about:blank', name, features) };
}

/** The hidden form of 000 §7: the bearer token, verify_provider PA and an optional redirect_urn, posted to the tab. */
export function postHandoffForm(action: string, target: string, accessToken: string, redirectUrn?: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = target;
  form.hidden = true;
  const fields: Record<string, string> = { access_token: accessToken, verify_provider: HANDOFF_VERIFY_PROVIDER };
  if (redirectUrn) fields.redirect_urn = redirectUrn;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** A full-screen window, as the travel panel opens (000 §2). */
export const FULL_SCREEN_FEATURES = `popup,left=0,top=0,width=${window.screen.availWidth},height=${window.screen.availHeight}`;
