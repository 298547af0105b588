import { sql } from 'drizzle-orm';
import { FIXED_TARGETING_DEFINITIONS, TARGETING_NODE_KINDS } from '#domain/ad/targeting';
import { REF, type RefKind } from './reference';
import type { Store } from '#server/store/db';
import { appUser, referenceItem } from '#server/store/schema';
import { must } from '#server/errors';

/**
 * The built-in reference data the portal's pickers read: ontology nodes, story groups, targeting
 * definitions, chain filter categories, users, jobs with tasks, triggers and UPC product names.
 * It is deterministic (no clock, no randomness) and installed on every start, whatever SEED says:
 * reference_item rows are code-owned, so an install brings them up to date; app_user rows are only
 * added, never overwritten (another part may manage them).
 */

// ---- Ontology: a three-level tree of grocery and household categories ----

type Node = [id: number, name: string, children?: Node[]];
const ONTOLOGY: Node[] = [
  [100, 'Grocery', [
    [110, 'Dairy & Eggs', [[111, 'Milk'], [112, 'Yogurt'], [113, 'Cheese']]],
    [120, 'Snacks', [[121, 'Chips'], [122, 'Cookies'], [123, 'Snack Bars']]],
    [130, 'Breakfast', [[131, 'Cereal'], [132, 'Oatmeal']]],
    [140, 'Frozen', [[141, 'Frozen Meals'], [142, 'Ice Cream']]],
  ]],
  [200, 'Beverages', [
    [210, 'Soft Drinks', [[211, 'Cola'], [212, 'Sparkling Water']]],
    [220, 'Coffee & Tea', [[221, 'Ground Coffee'], [222, 'Tea']]],
    [230, 'Juice'],
  ]],
  [300, 'Household', [
    [310, 'Cleaning', [[311, 'Dish Detergent'], [312, 'Surface Cleaners']]],
    [320, 'Laundry', [[321, 'Laundry Detergent'], [322, 'Fabric Softener']]],
    [330, 'Paper Goods', [[331, 'Paper Towels'], [332, 'Toilet Paper']]],
  ]],
  [400, 'Personal Care', [
    [410, 'Oral Care', [[411, 'Toothpaste']]],
    [420, 'Hair Care', [[421, 'Shampoo']]],
    [430, 'Skin Care'],
  ]],
  [500, 'Baby & Kids', [[510, 'Diapers'], [520, 'Baby Food']]],
  [600, 'Pet Care', [[610, 'Dog Food'], [620, 'Cat Food']]],
];

export interface OntologyNode {
  node_id: string;
  node_name: string;
  parent_id: string | null;
}

function flattenOntology(nodes: Node[], parent: string | null, out: OntologyNode[] = []): OntologyNode[] {
  for (const [id, name, children] of nodes) {
    out.push({ node_id: String(id), node_name: name, parent_id: parent });
    if (children) flattenOntology(children, String(id), out);
  }
  return out;
}
export const ONTOLOGY_NODES = flattenOntology(ONTOLOGY, null);

// ---- Story groups ----

const STORY_GROUP_ROWS: [title: string, type: string][] = [
  ['Weekly Deals', 'BRANDED'], ['Back to School', 'BRANDED'], ['Holiday Gifting', 'BRANDED'], ['Summer Grilling', 'BRANDED_RECIPE'],
  ['Quick Weeknight Dinners', 'SOURCED_RECIPE_COLLECTION'], ['Brand Spotlight Videos', 'VIDEO'], ['New Arrivals', 'BRANDED'],
  ['Shop Online Favorites', 'MULTI_CHAIN_MCOMM'], ['Single Retailer Picks', 'SINGLE_CHAIN_MCOMM'], ['Healthy Living', 'BRANDED'],
  ['Game Day', 'BRANDED_RECIPE'], ['Shopper Surveys', 'PROGRAMMATIC_SURVEY'],
  // spec 2 §5 'Sponsored cover image required for a sponsored story group' (type SPONSORED, spec 2 §9)
  ['Sponsored Spotlight', 'SPONSORED'],
];
export const STORY_GROUPS = STORY_GROUP_ROWS.map(([title, type], i) => ({ story_group_id: String(301 + i), title, story_group_type: type }));

// ---- Targeting definitions (spec 2 §3 'Targeting'); the first five are the fixed ones ----

export type TargetingNodeKind = (typeof TARGETING_NODE_KINDS)[number];

export interface TargetingDefinition {
  definitionId: string;
  name: string;
  type: TargetingNodeKind;
  description: string;
  fixed: boolean;
  operators: ('ANY' | 'NONE')[];
  values?: { value: string; label: string }[];
}

const ops: ('ANY' | 'NONE')[] = ['ANY', 'NONE'];
const FIXED_DESCRIPTIONS: Record<(typeof FIXED_TARGETING_DEFINITIONS)[number]['definitionId'], string> = {
  age: 'Age of the shopper in years',
  gender: 'Gender the shopper gave',
  scanHistory: 'Product family ids the shopper has scanned',
  purchaseHistory: 'Product family ids on the shopper\'s receipts',
  walkInHistory: 'Chain ids the shopper has walked into',
};
const GENDERS = [{ value: 'FEMALE', label: 'Female' }, { value: 'MALE', label: 'Male' }, { value: 'NON_BINARY', label: 'Non-binary' }];
export const TARGETING_DEFINITIONS: TargetingDefinition[] = [
  // The five fixed ones are the domain's (spec 2 §3, §5: age 0 to 120, histories as numbers).
  ...FIXED_TARGETING_DEFINITIONS.map((d) => ({
    definitionId: d.definitionId, name: d.label, type: d.type, fixed: true, operators: ops, description: FIXED_DESCRIPTIONS[d.definitionId],
    ...(d.definitionId === 'gender' ? { values: GENDERS } : {}),
  })),
  { definitionId: 'zipCode', name: 'ZIP code', type: 'String', fixed: false, operators: ops, description: 'ZIP code the shopper gave' },
  { definitionId: 'hasLinkedCard', name: 'Has a linked card', type: 'Boolean', fixed: false, operators: ops, description: 'The shopper has linked a payment card' },
  { definitionId: 'appVersion', name: 'App version', type: 'RegexString', fixed: false, operators: ops, description: 'App version (regular expression)' },
  { definitionId: 'lifetimeKicks', name: 'Lifetime kicks', type: 'Long', fixed: false, operators: ops, description: 'Kicks earned since sign-up' },
  {
    definitionId: 'platform', name: 'Platform', type: 'LabelledString', fixed: false, operators: ops, description: 'Device platform',
    values: [{ value: 'IOS', label: 'iOS' }, { value: 'ANDROID', label: 'Android' }],
  },
  { definitionId: 'homeZip', name: 'Home ZIP code', type: 'String', fixed: false, operators: ops, description: 'Five-digit ZIP code the shopper gave' },
];

// ---- Chain filter categories (spec 3 §9: 48 id and label pairs) ----

export const FILTER_CATEGORY_TITLES = [
  'Apparel', 'Grocers', 'Pharmacy', 'Restaurants', 'Electronics', 'Home Improvement', 'Department Stores', 'Discount Stores',
  'Beauty', 'Sporting Goods', 'Toys & Games', 'Books & Music', 'Office Supplies', 'Pet Supplies', 'Furniture', 'Home Decor',
  'Jewelry', 'Shoes', 'Kids & Baby', 'Outdoor & Camping', 'Automotive', 'Convenience Stores', 'Gas Stations', 'Warehouse Clubs',
  'Dollar Stores', 'Craft & Hobby', 'Garden Centers', 'Health & Wellness', 'Fitness', 'Optical', 'Coffee Shops', 'Fast Food',
  'Bakeries', 'Liquor Stores', 'Specialty Foods', 'Mobile Phones', 'Video Games', 'Party Supplies', 'Travel', 'Entertainment',
  'Movie Theaters', 'Luggage', 'Accessories', 'Plus Size', 'Menswear', 'Womenswear', 'Organic & Natural', 'Online Only',
];
export const FILTER_CATEGORIES = FILTER_CATEGORY_TITLES.map((title, i) => ({ filter_category_id: i + 1, title }));

// ---- Users (e-mails at the company domain, with their skRoles) ----

export const USER_DOMAIN = 'flightdeck.example';
const USERS: [string, string, string, string[]][] = [
  ['ana.account', 'Ana', 'Account', ['sk_account_manager']],
  ['carl.campaign', 'Carl', 'Campaign', ['sk_campaign_manager']],
  ['olga.ops', 'Olga', 'Ops', ['sk_ops_associate']],
  ['priya.patel', 'Priya', 'Patel', ['sk_account_manager']],
  ['marcus.lee', 'Marcus', 'Lee', ['sk_account_manager']],
  ['sofia.garcia', 'Sofia', 'Garcia', ['sk_account_manager', 'sk_campaign_manager']],
  ['daniel.kim', 'Daniel', 'Kim', ['sk_campaign_manager']],
  ['emma.johnson', 'Emma', 'Johnson', ['sk_campaign_manager']],
  ['liam.nguyen', 'Liam', 'Nguyen', ['sk_campaign_manager']],
  ['chloe.martin', 'Chloe', 'Martin', ['sk_ops_associate']],
  ['noah.brown', 'Noah', 'Brown', ['sk_ops_associate']],
  ['ava.wilson', 'Ava', 'Wilson', ['sk_ops_associate']],
  ['ethan.moore', 'Ethan', 'Moore', ['sk_ops_associate', 'sk_campaign_manager']],
  ['mia.taylor', 'Mia', 'Taylor', ['sk_account_manager']],
  ['lucas.anderson', 'Lucas', 'Anderson', ['sk_engineering']],
  ['grace.thomas', 'Grace', 'Thomas', ['sk_engineering']],
  ['henry.jackson', 'Henry', 'Jackson', ['sk_engineering', 'sk_god_mode']],
  ['zoe.white', 'Zoe', 'White', ['sk_product']],
  ['samuel.harris', 'Samuel', 'Harris', ['sk_product']],
  ['lily.clark', 'Lily', 'Clark', ['sk_campaign_manager']],
  ['jack.lewis', 'Jack', 'Lewis', ['sk_ops_associate']],
  ['isabel.robinson', 'Isabel', 'Robinson', ['sk_account_manager']],
  ['owen.walker', 'Owen', 'Walker', ['sk_campaign_manager']],
  ['nora.young', 'Nora', 'Young', ['sk_god_mode']],
  ['victor.hall', 'Victor', 'Hall', []],
];
export const DEMO_USERS = USERS.map(([local, given, family, roles]) => ({ email: `${local}@${USER_DOMAIN}`, givenName: given, familyName: family, roles }));

// ---- Jobs with tasks, triggers ----

export const JOBS = [
  { id: '9001', name: 'Nightly chain location import', type: 'LOCATION_IMPORT', status: 'COMPLETED', created: '2026-01-12T08:00:00Z[UTC]', finished: '2026-01-12T08:14:09Z[UTC]' },
  { id: '9002', name: 'Campaign sheet upload: Spring Snacks', type: 'SHEET_UPLOAD', status: 'FAILED', created: '2026-01-13T17:21:40Z[UTC]', finished: '2026-01-13T17:22:02Z[UTC]' },
  { id: '9003', name: 'UPC catalog refresh', type: 'UPC_REFRESH', status: 'RUNNING', created: '2026-01-14T06:00:00Z[UTC]', finished: null },
  { id: '9004', name: 'Lookbook bulk upload: Holiday Gifting', type: 'LOOKBOOK_UPLOAD', status: 'COMPLETED', created: '2026-01-14T19:03:11Z[UTC]', finished: '2026-01-14T19:05:48Z[UTC]' },
];
const TASKS: Record<string, [string, string, string | null][]> = {
  '9001': [['Download location file', 'COMPLETED', null], ['Validate rows', 'COMPLETED', null], ['Upsert locations', 'COMPLETED', null]],
  '9002': [['Parse sheet', 'COMPLETED', null], ['Create ad sets', 'FAILED', "Row 14: unknown insertion order '77'"]],
  '9003': [['Fetch supplier feed', 'COMPLETED', null], ['Match barcodes', 'RUNNING', null], ['Publish product names', 'PENDING', null]],
  '9004': [['Parse lookbook file', 'COMPLETED', null], ['Create lookbook ads', 'COMPLETED', null]],
};
export const JOB_TASKS = Object.entries(TASKS).flatMap(([jobId, tasks]) =>
  tasks.map(([name, status, error], i) => ({ id: `${jobId}-${i + 1}`, jobId, position: i + 1, name, status, error, created: must(JOBS.find((j) => j.id === jobId), `Job ${jobId} has tasks`).created })),
);

export const TRIGGERS = [
  { id: 'trg-001', name: 'Walk-in at a partner store', eventType: 'WALK_IN', enabled: true, description: 'Fires when a shopper walks into a participating location' },
  { id: 'trg-002', name: 'First scan of the day', eventType: 'SCAN', enabled: true, description: 'Fires on the first product scan a shopper makes each day' },
  { id: 'trg-003', name: 'Receipt approved', eventType: 'RECEIPT', enabled: true, description: 'Fires when an uploaded receipt is approved' },
  { id: 'trg-004', name: 'Linked card purchase', eventType: 'LINKED_CARD_TRANSACTION', enabled: false, description: 'Fires on a qualifying purchase with a linked card' },
  { id: 'trg-005', name: 'Lapsed shopper returns', eventType: 'APP_OPEN', enabled: true, description: 'Fires when a shopper opens the app after 30 days away' },
];

// ---- UPC info: product names of known barcodes ----

const UPC_ROWS: [upc: string, productName: string][] = [
  ['012000161155', 'Sparkling Cola 12 fl oz Can'],
  ['012000809941', 'Diet Sparkling Cola 2 L Bottle'],
  ['016000275287', 'Honey Oat Cereal 12 oz'],
  ['028400090858', 'Classic Potato Chips 8 oz'],
  ['030000010402', 'Old Fashioned Oats 42 oz'],
  ['037000127864', 'Ultra Dish Detergent 19.4 fl oz'],
  ['037000862246', 'Laundry Detergent Pods 42 ct'],
  ['038000138416', 'Frosted Toaster Pastries 8 ct'],
  ['041196910759', 'Greek Yogurt Vanilla 32 oz'],
  ['044000032029', 'Chocolate Sandwich Cookies 14.3 oz'],
  ['049000028911', 'Lemon Lime Soda 12 pk'],
  ['070847811169', 'Energy Drink 16 fl oz'],
  ['072250037068', 'Whole Wheat Bread 20 oz'],
  ['073141550011', 'Sharp Cheddar Cheese 8 oz'],
  ['076840100477', 'Vanilla Ice Cream 1.5 qt'],
  ['079400266323', 'Toothpaste Whitening 4 oz'],
  ['030772067419', 'Daily Shampoo 13.5 fl oz'],
  ['036000291452', 'Paper Towels 6 Double Rolls'],
  ['036000451306', 'Bath Tissue 12 Mega Rolls'],
  ['037000864868', 'Baby Diapers Size 3, 84 ct'],
  ['017800149204', 'Adult Dry Dog Food 16 lb'],
  ['023100107338', 'Indoor Cat Food 7 lb'],
  ['048500202760', 'Orange Juice No Pulp 52 fl oz'],
  ['025000056956', 'Ground Coffee Medium Roast 30.5 oz'],
];
export const UPC_INFO: { input_upc: string; product_name: string }[] = UPC_ROWS.map(([input_upc, product_name]) => ({ input_upc, product_name }));

// ---- Failed barcodes ----

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Failed barcodes of a promoted product, derived from its barcodes so any topic has a stable,
 * realistic answer without a scan pipeline: for two in three of its numeric barcodes, shoppers
 * scanned a near miss (the same code with another last digit) this many times. Highest first.
 */
export function failedBarcodesOf(barcodes: readonly { barcode: string; matchType?: string }[]): { barcode: string; wrong_num_scans: number }[] {
  const out: { barcode: string; wrong_num_scans: number }[] = [];
  for (const { barcode } of barcodes) {
    if (!/^\d{2,64}$/.test(barcode)) continue;
    const h = hash(barcode);
    if (h % 3 === 0) continue;
    const last = Number(barcode.at(-1));
    const near = barcode.slice(0, -1) + String((last + 1 + (h % 8)) % 10);
    out.push({ barcode: near, wrong_num_scans: 1 + (h % 37) });
  }
  return out.sort((a, b) => b.wrong_num_scans - a.wrong_num_scans || a.barcode.localeCompare(b.barcode));
}

// ---- Install ----

function rows(kind: RefKind, items: readonly Record<string, unknown>[], idOf: (item: Record<string, unknown>) => string) {
  return items.map((body, position) => ({ kind, id: idOf(body), position, body }));
}

export function referenceRows() {
  return [
    ...rows(REF.ontologyNode, ONTOLOGY_NODES as never, (n) => String(n.node_id)),
    ...rows(REF.storyGroup, STORY_GROUPS, (g) => String(g.story_group_id)),
    ...rows(REF.targetingDefinition, TARGETING_DEFINITIONS as never, (d) => String(d.definitionId)),
    ...rows(REF.filterCategory, FILTER_CATEGORIES, (f) => String(f.filter_category_id)),
    ...rows(REF.job, JOBS, (j) => String(j.id)),
    ...rows(REF.jobTask, JOB_TASKS, (t) => String(t.id)),
    ...rows(REF.trigger, TRIGGERS, (t) => String(t.id)),
    ...rows(REF.upcInfo, UPC_INFO, (u) => String(u.input_upc)),
  ];
}

/** Installs the built-in reference data; safe to run on every start and from several processes. */
export async function installReferenceData(store: Store): Promise<void> {
  await store.tx(async (tx) => {
    await tx
      .insert(referenceItem)
      .values(referenceRows())
      .onConflictDoUpdate({ target: [referenceItem.kind, referenceItem.id], set: { position: sql`excluded.position`, body: sql`excluded.body` } });
    await tx.insert(appUser).values(DEMO_USERS).onConflictDoNothing();
  });
}
