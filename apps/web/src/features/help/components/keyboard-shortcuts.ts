// Every keyboard shortcut of Cadence, in one list: the Help page and the '?' dialog both show it
// (docs/product/help.md "Sections", docs/product/search.md "Command bar"; issue 18 §11). The board's
// own are in docs/product/todos.md "Keyboard shortcuts".

export interface Shortcut {
  /** Keys pressed together, each as it is printed on the key ('Ctrl', 'K'). */
  keys: readonly string[];
  /** Another way to press it (⌘ K on a Mac), or a key after it. */
  or?: readonly string[];
  action: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}

export const KEYBOARD_SHORTCUTS: readonly ShortcutGroup[] = [
  {
    title: 'Everywhere',
    shortcuts: [
      { keys: ['Ctrl', 'K'], or: ['⌘', 'K'], action: 'Open the command bar: search, create, go to a page' },
      { keys: ['?'], action: 'Show the keyboard shortcuts (on the To Do List, its own list)' },
      { keys: ['Esc'], action: 'Close a dialog, the menu or the assistant' },
    ],
  },
  {
    title: 'In the command bar',
    shortcuts: [
      { keys: ['↑'], or: ['↓'], action: 'Move through the options' },
      { keys: ['Enter'], action: 'Choose the option' },
      { keys: ['Esc'], action: 'Close it' },
    ],
  },
  {
    title: 'On the To Do List',
    shortcuts: [
      { keys: ['n'], action: 'New task' },
      { keys: ['/'], action: 'Search tasks' },
      { keys: ['j'], or: ['k'], action: 'Move to the next or the previous card' },
      { keys: ['x'], action: 'Complete the task in focus' },
      { keys: ['e'], action: 'Edit the task in focus' },
      { keys: ['Enter'], action: 'On a card’s title: open its details' },
      { keys: ['Space'], action: 'On a card’s drag handle: pick the task up; the arrow keys move it, Space drops it, Esc puts it back' },
    ],
  },
  {
    title: 'In forms and the chat',
    shortcuts: [
      { keys: ['Enter'], action: 'Add a tag, highlight, gratitude item or factor; send a chat message' },
      { keys: ['Shift', 'Enter'], action: 'A new line in a chat message' },
    ],
  },
];
