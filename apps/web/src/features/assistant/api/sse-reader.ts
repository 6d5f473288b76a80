/**
 * Reads an OpenAI-style event stream (`data: {json}` events separated by a blank line, ended by
 * `data: [DONE]`), as our API sends it (docs/product/ai.md "API"). Fed raw text in any pieces; hands
 * back each complete event's data.
 */
export class SseReader {
  private buffer = '';

  /** The data of every event completed by this piece of text, in order. */
  push(text: string): string[] {
    this.buffer = (this.buffer + text).replace(/\r\n/g, '\n');
    const events: string[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) events.push(data);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}
