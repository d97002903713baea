/**
 * The round 36 px icon button the header, the footer and every dialog's close button build on: a
 * CSS text that static classes and Emotion styles both take.
 */
export const roundButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
`;
