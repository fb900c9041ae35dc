/* The shapes pipeline/cms/fields.ts reads (a schema as JSON Schema) and writes (a Decap field). */
import type { Referenced } from '../../content/schema-base';

/** A JSON Schema node as zod writes it, with the editor hints of content/schema-base.ts. */
export type Json = {
  type?: string;
  description?: string;
  title?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  'x-widget'?: 'text' | 'markdown';
  'x-reference'?: Referenced;
};

/** A field of Decap's configuration (the keys this generator writes). */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  i18n?: true | 'duplicate';
  default?: unknown;
  // number
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  // select
  options?: string[];
  multiple?: boolean;
  // list and object
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  // markdown
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  sanitize_preview?: boolean;
  // datetime
  format?: string;
  date_format?: string;
  time_format?: boolean;
  // relation
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  // image
  choose_url?: boolean;
};
