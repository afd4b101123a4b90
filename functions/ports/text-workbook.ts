/**
 * The text-workbook port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/text-workbook.ts; functions/composition hands the implementation to those who take it.
 */

export interface TextColumn {
  readonly header: string;
  readonly width: number;
  /** Long texts wrap inside their cell. */
  readonly wrap?: boolean;
}

/** What business code receives: the writer, and the content type of what it writes. */
export interface TextWorkbooks {
  readonly contentType: string;
  build(
    sheetName: string,
    columns: readonly TextColumn[],
    rows: readonly (readonly string[])[],
  ): Promise<Uint8Array>;
}
