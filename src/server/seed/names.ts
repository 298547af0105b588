/** Word lists for realistic demo names of consumer brands, products and retail chains. */
export const BRAND_FIRST = [
  'Golden', 'Blue', 'Green', 'Happy', 'Sunny', 'Rocky', 'Silver', 'Maple', 'Cedar', 'River', 'Prairie', 'Harbor', 'Summit', 'Meadow',
  'Wild', 'True', 'Pure', 'Honest', 'Little', 'Big', 'Red', 'Coastal', 'Northern', 'Southern', 'Urban', 'Heritage', 'Bright', 'Fresh',
  'Crisp', 'Velvet', 'Copper', 'Ivory', 'Oak', 'Willow', 'Pioneer', 'Lucky', 'Brave', 'Gentle', 'Bold', 'Simple',
];
export const BRAND_SECOND = [
  'Farms', 'Foods', 'Kitchen', 'Bakery', 'Dairy', 'Naturals', 'Brands', 'Harvest', 'Orchard', 'Creamery', 'Roasters', 'Pantry',
  'Provisions', 'Beverages', 'Snacks', 'Home', 'Care', 'Labs', 'Goods', 'Mills', 'Grove', 'Valley', 'Table', 'Garden',
];
export const COMPANY_SUFFIX = ['Inc.', 'Co.', 'LLC', 'Group', 'Holdings', 'Company'];
export const PRODUCTS = [
  'Greek Yogurt', 'Sparkling Water', 'Granola Bars', 'Cold Brew Coffee', 'Oat Milk', 'Kettle Chips', 'Frozen Pizza', 'Protein Shake',
  'Dish Soap', 'Paper Towels', 'Laundry Pods', 'Dog Treats', 'Cat Food', 'Energy Drink', 'Hummus', 'Salsa', 'Tortilla Chips',
  'Almond Butter', 'Pasta Sauce', 'Ice Cream', 'Shampoo', 'Toothpaste', 'Deodorant', 'Sunscreen', 'Vitamins', 'Trail Mix',
  'Cereal', 'Orange Juice', 'Kombucha', 'Hot Sauce', 'Frozen Berries', 'Mac and Cheese', 'Coffee Pods', 'Green Tea', 'Popcorn',
];
export const SEASONS = ['Spring', 'Summer', 'Fall', 'Holiday', 'Back to School', 'New Year', 'Game Day', 'Valentine', 'Memorial Day', 'Q1', 'Q2', 'Q3', 'Q4'];
export const CAMPAIGN_THEMES = ['Launch', 'Awareness', 'Trial', 'Loyalty', 'Push', 'Promo', 'Sampling', 'Reactivation', 'Always-On', 'Flight'];
export const CHAIN_WORDS = [
  'Market', 'Mart', 'Grocers', 'Foods', 'Pharmacy', 'Drug', 'Supercenter', 'Outlet', 'Depot', 'Warehouse', 'Express', 'Fresh Market',
  'Superstore', 'General Store', 'Co-op', 'Wholesale', 'Electronics', 'Home Center', 'Apparel', 'Sporting Goods',
];
export const CITIES = [
  ['San Francisco', 'CA'], ['Los Angeles', 'CA'], ['San Diego', 'CA'], ['Seattle', 'WA'], ['Portland', 'OR'], ['Phoenix', 'AZ'],
  ['Denver', 'CO'], ['Austin', 'TX'], ['Dallas', 'TX'], ['Houston', 'TX'], ['Chicago', 'IL'], ['Minneapolis', 'MN'], ['Atlanta', 'GA'],
  ['Miami', 'FL'], ['Orlando', 'FL'], ['Charlotte', 'NC'], ['Boston', 'MA'], ['New York', 'NY'], ['Philadelphia', 'PA'], ['Columbus', 'OH'],
] as const;
export const STREETS = ['Main St', 'Oak Ave', 'Market St', 'Broadway', 'Elm St', 'Park Blvd', 'Lake Rd', 'Hill St', 'Center Ave', 'Mission St'];
