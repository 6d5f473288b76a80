import { MCP_MESSAGES } from '@cadence/shared';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';

// docs/product/access.md "The MCP server": what a tool answers. The person's text (titles, entries) is
// data: it travels only inside the JSON (structuredContent and the same JSON as text), never inside a
// sentence of ours a model might read as an instruction. `next` is always our own words.

/** A tool's answer: the structured data, and the same JSON as text for clients that read only text. */
export function toolAnswer(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
}

/** A refusal the model can act on: the product's message, and the fields it is about. */
export function toolRefusal(message: string, fields?: Record<string, string>): CallToolResult {
  const details = fields ? Object.entries(fields).filter(([, text]) => text !== message).map(([field, text]) => `${field}: ${text}`) : [];
  return { content: [{ type: 'text', text: [message, ...details].join(' ') }], isError: true };
}

/**
 * Runs a tool's work: a rule it breaks (AppError: bad input, not found, a conflict, the database full)
 * becomes a tool error in the product's words, which changes nothing; anything else is logged and
 * answered with our apology, never a stack trace.
 */
export async function runTool(logger: Logger, tool: string, work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return toolAnswer(await work());
  } catch (error) {
    if (error instanceof AppError) return toolRefusal(error.message, error.options.fields);
    logger.error({ err: error, tool }, 'an MCP tool failed');
    return toolRefusal(MCP_MESSAGES.internal);
  }
}

/** One item of a batch that breaks a rule: the batch is refused before anything changes, naming the item. */
export function itemError(error: unknown, index: number, count: number): unknown {
  if (!(error instanceof AppError) || count === 1) return error;
  return new AppError(error.code, `Item ${index + 1} of ${count}: ${error.message}`, error.options);
}
