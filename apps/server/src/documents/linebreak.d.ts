// The `linebreak` package (Unicode line breaking, UAX #14; pdfkit's own) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: text may wrap before `position`. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
