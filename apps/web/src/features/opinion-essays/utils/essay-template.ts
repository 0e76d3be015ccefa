/**
 * The fixed Markdown outline a new essay starts from. Each section says in one line what
 * belongs there; the author replaces the prompts with the essay.
 *
 * Only the parts without a field of their own: the thesis, counterarguments
 * and conclusion are written in the Essay Structure tab and shown on the page
 * from there, so the outline has no headings for them (the page would show
 * them twice).
 */
export const ESSAY_TEMPLATE = `## Introduction

Open with the situation that prompted this essay: a place, a decision or a debate about a shared resource, and why it matters now.

## Arguments

### First argument

Give your strongest reason, and the observation, case or data that supports it.

### Second argument

Add a reason that stands on its own, drawn from a different community, scale or kind of evidence.

### Third argument

Show what follows if your thesis holds: who gains, who bears the costs, and what changes in how the resource is governed.
`;
