import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { AdSchema } from '#domain/ad/ad';
import { AwardSchema } from '#domain/ad/award';
import { FormatSchema } from '#domain/ad/format';
import { LookbookMetadataSchema } from '#domain/ad/lookbook';
import { TapoutSchema } from '#domain/ad/tapout';
import { AdSetSchema } from '#domain/ad-set';
import { CampaignSchema } from '#domain/campaign';
import { ChainSchema } from '#domain/chain';
import { CompanySchema } from '#domain/company';
import { ConstraintSchema } from '#domain/constraint';
import { InsertionOrderSchema } from '#domain/insertion-order';
import { PricingModelSchema } from '#domain/pricing-model';
import { TopicSchema } from '#domain/topic';
import { ViewSchema } from '#domain/view';

/**
 * The domain's valibot schemas as JSON Schema (2020-12, the dialect of OpenAPI 3.1), one component
 * each: what the portal's forms and the gateway check is what the API description says. A rule JSON
 * Schema cannot express (a custom check, a transform) is skipped by the converter and told in the
 * field's description instead, in the rule's own message.
 */
export const DOMAIN_SCHEMAS = {
  Company: CompanySchema,
  InsertionOrder: InsertionOrderSchema,
  PricingModel: PricingModelSchema,
  Campaign: CampaignSchema,
  AdSet: AdSetSchema,
  Ad: AdSchema,
  Format: FormatSchema,
  Award: AwardSchema,
  Tapout: TapoutSchema,
  Constraint: ConstraintSchema,
  Topic: TopicSchema,
  Chain: ChainSchema,
  LookbookMetadata: LookbookMetadataSchema,
  View: ViewSchema,
} satisfies Record<string, v.GenericSchema>;

export type DomainSchemaName = keyof typeof DOMAIN_SCHEMAS;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** What a skipped rule says: its own message, else what kind of rule it is. */
function skippedRule(rule: { type: string; message?: unknown }): string {
  if (typeof rule.message === 'string' && rule.message) return `Rule: ${rule.message}`;
  if (rule.type === 'trim') return 'Spaces around the value are trimmed';
  if (rule.type === 'transform') return 'The gateway normalises this value before checking it';
  return `Checked by a rule (${rule.type}) this schema does not express`;
}

const described = (schema: JsonSchema, line: string): JsonSchema => {
  const before = typeof schema.description === 'string' ? schema.description : '';
  return before.includes(line) ? schema : { ...schema, description: before ? `${before}. ${line}` : line };
};

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // Transforms are stepped over (errorMode), so the rules after them are still converted.
  typeMode: 'ignore',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema, errors }) => (errors ? described(jsonSchema, skippedRule(valibotAction as never)) : undefined),
  overrideSchema: ({ valibotSchema, jsonSchema, errors }) => (errors ? described(jsonSchema, skippedRule(valibotSchema as never)) : undefined),
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

const withoutDialect = (schema: JsonSchema): JsonSchema => {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
};

/** The domain components, referring to each other by $ref. */
export function domainComponents(): Record<string, JsonSchema> {
  const defs = toJsonSchemaDefs(DOMAIN_SCHEMAS, CONVERSION) as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, withoutDialect(schema)]));
}

/** Any other valibot schema (a call's own body), using the domain components by $ref. */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $defs: _defs, ...converted } = withoutDialect(toJsonSchema(schema, { ...CONVERSION, definitions: DOMAIN_SCHEMAS }));
  return converted;
}
