import { CHAT_CHIP_LABEL_MAX } from './ai-constants';

/** docs/product/ai.md "Chat": a chip shows at most 20 characters of its text, then an ellipsis. */
export function chipLabel(text: string): string {
  const characters = [...text];
  return characters.length > CHAT_CHIP_LABEL_MAX ? `${characters.slice(0, CHAT_CHIP_LABEL_MAX).join('').trimEnd()}…` : text;
}
