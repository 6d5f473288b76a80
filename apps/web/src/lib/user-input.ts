// Whether the person has pressed a key or a pointer on this page since it loaded. A page heading
// takes focus after a navigation the person caused (issue 7 §4, WCAG 2.4.3), never on the first
// load, even when the first load redirects (a signed-in /login goes to /).

let hasInput = false;

/** Starts listening; called once by main.tsx before the app renders. */
export function watchUserInput(target: EventTarget = window): void {
  const mark = () => {
    hasInput = true;
    target.removeEventListener('pointerdown', mark, true);
    target.removeEventListener('keydown', mark, true);
  };
  target.addEventListener('pointerdown', mark, true);
  target.addEventListener('keydown', mark, true);
}

export function userHasInteracted(): boolean {
  return hasInput;
}
