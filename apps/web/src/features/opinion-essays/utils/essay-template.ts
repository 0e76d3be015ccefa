/**
 * The outline a new essay starts from (spec 3, section 2: 'It starts from a
 * fixed markdown outline template'). Each section says in one line what
 * belongs there; the author replaces the prompts with the essay.
 */
export const ESSAY_TEMPLATE = `## Introduction

Open with the situation that prompted this essay: a place, a decision or a debate about a shared resource, and why it matters now.

## Thesis

State your argument in one or two sentences that a reader could agree or disagree with.

## Arguments

### First argument

Give your strongest reason, and the observation, case or data that supports it.

### Second argument

Add a reason that stands on its own, drawn from a different community, scale or kind of evidence.

### Third argument

Show what follows if your thesis holds: who gains, who bears the costs, and what changes in how the resource is governed.

## Counterarguments

Present the best case against your position fairly, then explain why your argument still holds or where it needs limits.

## Conclusion

Bring the arguments together, restate the thesis in the light of them, and say what readers should think about or do next.
`;
