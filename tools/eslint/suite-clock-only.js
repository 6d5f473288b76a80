// issue 17, docs/architecture.md "Testing": in the browser suite, "now" is the suite's chosen instant
// (e2e/support/suite-clock.ts), the one the server and the page read. Date.now() and new Date() in a
// spec read the machine's clock instead, which is how an expectation came to hold on Sundays only.
// Code that runs in the page (a function handed to page.evaluate and the like) reads the page's clock,
// which is the suite's, so it may.

const IN_PAGE = new Set(['evaluate', 'evaluateAll', 'evaluateHandle', 'waitForFunction', 'addInitScript', '$eval', '$$eval']);

/** True when the node sits inside a function passed to one of the calls that run code in the page. */
function runsInPage(node) {
  for (let at = node.parent; at; at = at.parent) {
    const isFunction = at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression';
    const call = at.parent;
    if (isFunction && call?.type === 'CallExpression' && call.arguments.includes(at) && call.callee.type === 'MemberExpression' && IN_PAGE.has(call.callee.property.name)) return true;
  }
  return false;
}

export const suiteClockOnly = {
  meta: {
    type: 'problem',
    docs: { description: "The browser suite reads 'now' from support/suite-clock.ts" },
    messages: { machineClock: "This reads the machine's clock: use suiteNow() (or localDate(), msAgo()) from e2e/support/suite-clock.ts; for a duration use performance.now()." },
    schema: [],
  },
  create(context) {
    const report = (node) => {
      if (!runsInPage(node)) context.report({ node, messageId: 'machineClock' });
    };
    return {
      "CallExpression[callee.object.name='Date'][callee.property.name='now']": report,
      "NewExpression[callee.name='Date'][arguments.length=0]": report,
    };
  },
};
