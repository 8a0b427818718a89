import type { CSSProperties } from 'react';
import type { InputProblem } from './inputs';

// Editor-only, so it stays out of the shop's style sheets: loud and independent of the theme on purpose.
const hintStyle: CSSProperties = {
  border: '2px dashed #b45309',
  background: '#fffbeb',
  color: '#78350f',
  padding: '12px 16px',
  borderRadius: 8,
  font: '14px/1.4 system-ui, sans-serif',
};

const describe = (problem: InputProblem) =>
  problem.input === 'render'
    ? `it failed to render (${String(problem.received)})`
    : `${problem.input} is ${problem.problem}`;

/** Shown only in Builder's editor: says what the block needs, in the editor user's words. */
export function BlockHint({
  title,
  problems = [],
  notes = [],
  failed = false,
}: {
  title: string;
  problems?: InputProblem[];
  /** Sentences for what is not an input problem (a rule the live shop ignores, a block it does not show). */
  notes?: readonly string[];
  failed?: boolean;
}) {
  return (
    <div style={hintStyle} role="note" data-block-hint="">
      <strong>{failed ? `${title} could not be shown` : `${title} needs attention`}</strong>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {problems.map((problem, index) => (
          <li key={`${problem.input}-${index}`}>{describe(problem)}</li>
        ))}
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
