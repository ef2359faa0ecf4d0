/** What a form's page gets back from a plain form post that the API or the form's rules refused. */
export interface FormRefusal<Fields extends string = string> {
  /** What the shopper typed, except passwords, so nothing typed is lost. */
  values: Partial<Record<Fields, string>>;
  /** Messages beside the fields. */
  fields: Partial<Record<Fields, string>>;
  /** The message under the form. */
  failure: string;
}
