// Type-level test of the styling rule (docs/architecture.md, styles): the project's JSX runtime is React's
// (tsconfig `jsxImportSource: react`), so a `css` prop compiles only in a file whose first comment
// names Emotion's JSX import source (the pragma; any comment that spells it out counts, so this
// one does not). `tsc -p tsconfig.json` checks this file: the `@ts-expect-error` fails the
// typecheck when its line compiles. Vitest runs it.
import { describe, expect, it } from 'vitest';
import { css } from '@emotion/react';

const red = css`
  color: red;
`;

describe('the css prop outside an Emotion file', () => {
  it('does not compile, and would otherwise reach the DOM as a plain attribute', () => {
    // @ts-expect-error `css` is not a prop of a DOM element under React's JSX runtime
    const element = <div css={red} />;
    expect(element.props).toHaveProperty('css', red);
  });
});
