/**
 * The focus ring of a conversation log: inside its edges, since the log fills its panel to the border
 * (issue 18 §8: the logs take focus so a keyboard can scroll them).
 */
export const logFocusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400';
