import type {
  ActivityReport,
  ActivityReportQuery,
  CreateJournalEntryRequest,
  CreateTodoRequest,
  DashboardReview,
  DashboardReviewQuery,
  Goal,
  Habit,
  JournalListQuery,
  JournalPage,
  MoodLog,
  SessionState,
  StartSessionRequest,
  StoppedSession,
  Todo,
  UpdateTodoRequest,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';

/** A change that may find the row changed since it was read (the areas' optimistic concurrency). */
export type Versioned<T> = { kind: 'changed'; value: T } | { kind: 'stale'; value: T };
/** A timer change that may find another timer (or none) running. */
export type TimerOutcome<T> = { kind: 'done'; value: T } | { kind: 'conflict'; state: SessionState };

/**
 * What the MCP server needs from the other areas, handed over by compose-mcp.ts (docs/architecture.md
 * "Seams"): each is the area's own service, called with the token's actor, so a tool changes exactly
 * what the same request to the API changes, in the same transaction, logged for undo
 * (docs/product/access.md "The MCP server").
 */
export interface McpCapabilities {
  tasks: {
    list(actor: Actor): Promise<Todo[]>;
    get(actor: Actor, id: string): Promise<Todo>;
    create(actor: Actor, input: CreateTodoRequest): Promise<Todo>;
    edit(actor: Actor, id: string, input: UpdateTodoRequest): Promise<Versioned<Todo>>;
    complete(actor: Actor, id: string, completed: boolean): Promise<Todo>;
  };
  habits: {
    list(actor: Actor): Promise<Habit[]>;
    setDay(actor: Actor, change: { id: string; date: string; done: boolean }): Promise<Habit>;
  };
  journal: {
    list(actor: Actor, query: JournalListQuery): Promise<JournalPage>;
    create(actor: Actor, input: CreateJournalEntryRequest): Promise<unknown>;
    moods(actor: Actor): Promise<MoodLog[]>;
  };
  timer: {
    state(actor: Actor): Promise<SessionState>;
    start(actor: Actor, input: StartSessionRequest): Promise<TimerOutcome<SessionState>>;
    stop(actor: Actor, sessionId: string): Promise<TimerOutcome<StoppedSession>>;
    report(actor: Actor, query: ActivityReportQuery): Promise<ActivityReport>;
  };
  reviews: {
    review(actor: Actor, query: DashboardReviewQuery): Promise<DashboardReview>;
    goals(actor: Actor): Promise<Goal[]>;
  };
}

/** The MCP server's context: the app's, plus the other areas' services. */
export interface McpContext extends AreaContext {
  areas: McpCapabilities;
  /** False while the embedded database's disk is nearly full: tools that write are refused, reads go on (issue 25 §2). */
  writable(): boolean;
}
