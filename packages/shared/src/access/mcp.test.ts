import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_SCOPES } from './access-scopes';
import { MCP_BATCH_MAX, MCP_TOOL_INPUTS, MCP_TOOL_NAMES, mayUseTool, toolScopeMissing, toolsAllowed } from './mcp';

// docs/product/access.md "The MCP server": which tools a token sees, and the inputs' rules.

describe('the tools a token may use', () => {
  it('a read-only token sees only the tools that read', () => {
    expect(toolsAllowed(['tasks:read', 'journal:read', 'habits:read', 'reviews:read'])).toEqual(['get_overview', 'find_tasks', 'habit_stats', 'search_journal', 'week_review', 'goal_progress']);
  });

  it('every scope together sees every tool; a write scope brings its reading tools', () => {
    expect(toolsAllowed([...ACCESS_SCOPES])).toEqual(MCP_TOOL_NAMES);
    expect(toolsAllowed(['tasks:write'])).toEqual(['get_overview', 'find_tasks', 'add_tasks', 'update_tasks', 'complete_tasks', 'reschedule_tasks']);
  });

  it('a tool is listed exactly when the token may call it, and more scopes never hide one', () => {
    const scopes = fc.uniqueArray(fc.constantFrom(...ACCESS_SCOPES));
    fc.assert(
      fc.property(scopes, scopes, (some, more) => {
        const listed = toolsAllowed(some);
        for (const tool of MCP_TOOL_NAMES) expect(listed.includes(tool)).toBe(mayUseTool(some, tool));
        const wider = toolsAllowed([...new Set([...some, ...more])]);
        for (const tool of listed) expect(wider).toContain(tool);
      }),
    );
  });

  it('the refusal names the scope', () => {
    expect(toolScopeMissing('add_tasks')).toContain('"tasks:write"');
    expect(toolScopeMissing('get_overview')).toContain('"journal:read"');
  });
});

describe('the tools’ inputs', () => {
  it('a batch over its limit is refused with the limit', () => {
    const tasks = Array.from({ length: MCP_BATCH_MAX + 1 }, (_, index) => ({ title: `Task ${index}` }));
    const result = MCP_TOOL_INPUTS.add_tasks.safeParse({ tasks });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`Send at most ${MCP_BATCH_MAX} tasks in one call. Split the rest into another call.`);
    expect(MCP_TOOL_INPUTS.add_tasks.safeParse({ tasks: tasks.slice(0, MCP_BATCH_MAX) }).success).toBe(true);
  });

  it('a task breaks the board’s rules in the board’s words', () => {
    const result = MCP_TOOL_INPUTS.add_tasks.safeParse({ tasks: [{ title: '  ' }] });
    expect(result.error?.issues[0]?.message).toBe('Title is required');
    expect(MCP_TOOL_INPUTS.reschedule_tasks.safeParse({ tasks: [{ id: '0b7c6f4e-3f1e-4c8a-9a57-2f6f5a1c9d10', dueDate: '2026-02-30' }] }).error?.issues[0]?.message).toBe('Date must be a real date in the form YYYY-MM-DD');
  });
});
