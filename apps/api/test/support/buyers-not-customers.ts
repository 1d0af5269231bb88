import type { UserInput } from '@dealscout/domain';
import { answers, FLORENCE_COMPANIES, type CompanyFacts } from './florence-companies.js';

/**
 * A maker or supplier selling to a strategic buyer, with the dataset's companies a dealmaker would call
 * first (`buyers`: its peers and adjacent makers) and those that buy its goods and should not lead the list
 * (`customers`: retailers, restaurants, hotels, hospitals). Every name is a company of the shipped dataset
 * (buyers-not-customers.test.ts checks it).
 */
export interface BuyersCase {
  name: string;
  answers: UserInput;
  buyers: string[];
  customers: string[];
}

const shared = (name: string) => FLORENCE_COMPANIES.find((company) => company.name === name)!.answers;

/** The same company's answers with its goal a strategic sale (MedSupply Direct acquires in the reasons test). */
const soldToAStrategicBuyer = ([, attributes, financials]: UserInput): UserInput => [
  { 'question-one': ['Sell'], buyer_type: ['Strategic'] },
  attributes!,
  financials!,
];

/** A strategic sale of a company with the given facts. */
const selling = (facts: Omit<CompanyFacts, 'goal' | 'buyer'>) => answers({ goal: 'Sell', buyer: 'Strategic', ...facts });

export const BUYERS_NOT_CUSTOMERS: BuyersCase[] = [
  {
    name: 'Northern Table Foods',
    answers: selling({
      naics: '311412',
      description:
        'Northern Table Foods makes frozen entrees, frozen pizza and frozen vegetables in two Minnesota plants for grocery chains and food service distributors.',
      products: ['Frozen entrees', 'Frozen pizza', 'Frozen vegetables'],
      strengths: ['Private label contracts', 'Two plants'],
      areas: ['Minnesota', 'Wisconsin'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 120_000_000,
      ebitda: 14_000_000,
    }),
    buyers: [
      'Conagra Brands, Inc.',
      'Nomad Foods Ltd.',
      'Lamb Weston Holdings, Inc.',
      'General Mills, Inc.',
      'The Kraft Heinz Company',
      'B&G Foods, Inc.',
    ],
    customers: [
      "McDonald's Corporation",
      'Target Corporation',
      'Dollar General Corporation',
      'Walmart Inc.',
      'The Kroger Co.',
      'Costco Wholesale Corporation',
    ],
  },
  {
    name: 'Prairie Crisp Foods',
    answers: shared('Prairie Crisp Foods'),
    buyers: [
      'PepsiCo, Inc.',
      'Utz Brands, Inc.',
      'J & J Snack Foods Corp.',
      'Campbell Soup Company',
      'The Hershey Company',
      'Mondelez International, Inc.',
    ],
    customers: [
      'Walmart Inc.',
      'The Kroger Co.',
      "Casey's General Stores, Inc.",
      'Dollar General Corporation',
      'Costco Wholesale Corporation',
      'Albertsons Companies, Inc.',
    ],
  },
  {
    name: 'Verdant Pet Nutrition',
    answers: shared('Verdant Pet Nutrition'),
    buyers: ['J.M. Smucker Company', 'General Mills, Inc.', 'Colgate-Palmolive Company', 'Freshpet, Inc.', 'Central Garden & Pet Company'],
    customers: ['Chewy, Inc.', 'Petco Health and Wellness Company, Inc.', 'Tractor Supply Company', 'Walmart Inc.', 'PetMed Express, Inc.'],
  },
  {
    name: 'Pacific Craft Brewing',
    answers: shared('Pacific Craft Brewing'),
    buyers: [
      'Constellation Brands, Inc.',
      'Molson Coors Beverage Company',
      'Boston Beer Company, Inc.',
      'Anheuser Busch Inbev SA NV',
      'Diageo plc',
    ],
    customers: [
      'Darden Restaurants, Inc.',
      'Texas Roadhouse, Inc.',
      "BJ's Restaurants, Inc.",
      'The Kroger Co.',
      'Costco Wholesale Corporation',
    ],
  },
  {
    name: 'Helix Therapeutics',
    answers: shared('Helix Therapeutics'),
    buyers: ['Pfizer, Inc.', 'AbbVie Inc.', 'Amgen Inc.', 'Bristol-Myers Squibb Company', 'Eli Lilly and Company'],
    customers: ['HCA Healthcare, Inc.', 'CVS Health Corporation', 'Walgreens Boots Alliance, Inc.', 'Tenet Healthcare Corporation'],
  },
  {
    name: 'Lakeshore Generics',
    answers: selling({
      naics: '325412',
      description:
        'Lakeshore Generics makes generic tablets and injectable drugs for pharmacies and hospitals from an FDA-inspected plant in New Jersey.',
      products: ['Generic oral tablets', 'Generic injectables'],
      strengths: ['FDA-approved ANDAs', 'Sterile manufacturing'],
      areas: ['New Jersey'],
      supplyChain: 'Medical Product Manufacturer',
      revenue: 75_000_000,
      ebitda: 12_000_000,
    }),
    buyers: [
      'Teva Pharmaceutical Industries Limited',
      'Viatris Inc.',
      'Amneal Pharmaceuticals, Inc.',
      'Perrigo Company plc',
      'Pfizer, Inc.',
    ],
    customers: ['CVS Health Corporation', 'Walgreens Boots Alliance, Inc.', 'HCA Healthcare, Inc.', 'Tenet Healthcare Corporation'],
  },
  {
    name: 'Keystone Surgical Instruments',
    answers: selling({
      naics: '339112',
      description:
        'Keystone Surgical Instruments makes reusable surgical instruments and laparoscopic tools sold to hospitals and surgery centers.',
      products: ['Surgical instruments', 'Laparoscopic instruments', 'Instrument trays'],
      strengths: ['ISO 13485 certified', 'Hospital contracts'],
      areas: ['Pennsylvania', 'Ohio'],
      supplyChain: 'Medical Product Manufacturer',
      revenue: 46_000_000,
      ebitda: 8_000_000,
    }),
    buyers: [
      'Stryker Corporation',
      'Medtronic plc',
      'Becton, Dickinson and Company',
      'Teleflex Incorporated',
      'CONMED Corporation',
      'Integra LifeSciences Holdings Corporation',
    ],
    customers: [
      'HCA Healthcare, Inc.',
      'Tenet Healthcare Corporation',
      'Universal Health Services, Inc.',
      'Community Health Systems, Inc.',
      'Surgery Partners, Inc.',
    ],
  },
  {
    name: 'Summit Spine Implants',
    answers: selling({
      naics: '339113',
      description: 'Summit Spine Implants designs and makes titanium spinal implants and orthopedic screws used by surgeons in hospitals.',
      products: ['Spinal fusion implants', 'Pedicle screws', 'Orthopedic plates'],
      strengths: ['FDA 510(k) clearances', 'Surgeon relationships'],
      areas: ['Tennessee'],
      supplyChain: 'Medical Product Manufacturer',
      revenue: 33_000_000,
      ebitda: 6_000_000,
    }),
    buyers: [
      'Stryker Corporation',
      'Zimmer Biomet Holdings, Inc.',
      'Globus Medical, Inc.',
      'Orthofix Medical Inc.',
      'Smith & Nephew plc',
      'Medtronic plc',
    ],
    customers: ['HCA Healthcare, Inc.', 'Surgery Partners, Inc.', 'Tenet Healthcare Corporation', 'Community Health Systems, Inc.'],
  },
  {
    name: 'ClearView Contact Lenses',
    answers: selling({
      naics: '339115',
      description:
        'ClearView makes daily disposable contact lenses and lens care solutions sold through optometrists and optical retailers.',
      products: ['Daily contact lenses', 'Toric lenses', 'Lens care solution'],
      strengths: ['Own molding lines', 'Optometrist network'],
      areas: ['California'],
      supplyChain: 'Medical Product Manufacturer',
      revenue: 52_000_000,
      ebitda: 9_000_000,
    }),
    buyers: ['The Cooper Companies, Inc.', 'Bausch + Lomb Corporation Common Shares', 'Alcon AG', 'Johnson & Johnson'],
    customers: ['National Vision Holdings, Inc.', 'Warby Parker Inc.', 'Walmart Inc.', 'Costco Wholesale Corporation'],
  },
  {
    name: 'MedSupply Direct',
    answers: soldToAStrategicBuyer(shared('MedSupply Direct')),
    buyers: ['McKesson Corporation', 'Cardinal Health, Inc.', 'Henry Schein, Inc.', 'Patterson Companies, Inc.'],
    customers: [
      'HCA Healthcare, Inc.',
      'Tenet Healthcare Corporation',
      'Encompass Health Corporation',
      'Surgery Partners, Inc.',
      'Universal Health Services, Inc.',
    ],
  },
  {
    name: 'Gulf Coast Foodservice',
    answers: selling({
      naics: '424410',
      description:
        'Gulf Coast Foodservice distributes fresh and frozen food, dry groceries and kitchen supplies to restaurants, hotels and schools.',
      products: ['Frozen food', 'Fresh produce', 'Dry groceries', 'Kitchen supplies'],
      services: ['Broadline food distribution', 'Next-day delivery'],
      strengths: ['Own refrigerated fleet', 'Chef relationships'],
      areas: ['Louisiana', 'Texas', 'Mississippi'],
      supplyChain: 'Distributor or Wholesaler',
      revenue: 160_000_000,
      ebitda: 8_000_000,
    }),
    buyers: [
      'Sysco Corporation',
      'Performance Food Group Company',
      'US Foods Holding Corp.',
      "The Chefs' Warehouse, Inc.",
      'United Natural Foods, Inc.',
    ],
    customers: ["McDonald's Corporation", 'Darden Restaurants, Inc.', 'Texas Roadhouse, Inc.', 'Aramark', 'Marriott International, Inc.'],
  },
  {
    name: 'ProLine Kitchen Equipment',
    answers: selling({
      naics: '333310',
      description: 'ProLine makes commercial fryers, ovens and refrigerated prep tables for restaurant chains and institutional kitchens.',
      products: ['Commercial fryers', 'Convection ovens', 'Refrigerated prep tables'],
      strengths: ['Chain restaurant approvals', 'Service network'],
      areas: ['Illinois'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 64_000_000,
      ebitda: 9_500_000,
    }),
    buyers: ['The Middleby Corporation', 'Illinois Tool Works Inc.', 'Standex International Corporation', 'Dover Corporation'],
    customers: [
      "McDonald's Corporation",
      'Darden Restaurants, Inc.',
      'Yum! Brands, Inc.',
      'Chipotle Mexican Grill, Inc.',
      'Texas Roadhouse, Inc.',
    ],
  },
  {
    name: 'Bloom Cosmetics Lab',
    answers: selling({
      naics: '325620',
      description:
        'Bloom Cosmetics Lab formulates and makes skincare serums, lipsticks and foundations under its own brand and for private label.',
      products: ['Skincare serums', 'Lipstick', 'Foundation makeup'],
      strengths: ['Clean beauty formulas', 'Own filling lines'],
      areas: ['New York', 'New Jersey'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 28_000_000,
      ebitda: 4_000_000,
    }),
    buyers: ['The Estee Lauder Companies Inc.', 'Coty Inc.', 'e.l.f. Beauty, Inc.', 'Inter Parfums, Inc.', 'The Procter & Gamble Company'],
    customers: ['Ulta Beauty, Inc.', 'Sally Beauty Holdings, Inc.', 'Target Corporation', 'Walmart Inc.', 'CVS Health Corporation'],
  },
  {
    name: 'Carolina Knit Apparel',
    answers: selling({
      naics: '315250',
      description:
        'Carolina Knit Apparel cuts and sews knit shirts, activewear and underwear in North Carolina for department stores and brands.',
      products: ['Knit shirts', 'Activewear', 'Underwear'],
      strengths: ['Domestic sewing plants', 'Fast replenishment'],
      areas: ['North Carolina', 'South Carolina'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 70_000_000,
      ebitda: 7_500_000,
    }),
    buyers: ['PVH Corp.', 'Ralph Lauren Corporation', 'V.F. Corporation', 'Levi Strauss & Co.', 'Oxford Industries, Inc.'],
    customers: ["Macy's, Inc.", "Kohl's Corporation", 'TJX Companies Inc', 'Ross Stores, Inc.', 'Burlington Stores, Inc.'],
  },
  {
    name: 'Trailhead Footwear',
    answers: selling({
      naics: '316210',
      description:
        'Trailhead Footwear designs and makes hiking boots and trail running shoes sold through outdoor and sporting goods stores.',
      products: ['Hiking boots', 'Trail running shoes'],
      strengths: ['Loyal outdoor following', 'Own Vibram-soled designs'],
      areas: ['Colorado', 'Utah'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 40_000_000,
      ebitda: 5_000_000,
    }),
    buyers: ['Nike, Inc.', 'Wolverine World Wide, Inc.', 'Deckers Outdoor Corporation', 'Steven Madden, Ltd.', 'Crocs, Inc.'],
    customers: ["Dick's Sporting Goods, Inc.", 'Shoe Carnival, Inc.', 'Genesco Inc.', 'Academy Sports and Outdoors, Inc.'],
  },
  {
    name: 'Blue Ridge Furniture Works',
    answers: selling({
      naics: '337121',
      description:
        'Blue Ridge Furniture Works builds upholstered sofas, recliners and wood bedroom furniture in Virginia for furniture retailers.',
      products: ['Upholstered sofas', 'Recliners', 'Bedroom furniture'],
      strengths: ['American-made', 'Custom fabrics'],
      areas: ['Virginia', 'North Carolina'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 55_000_000,
      ebitda: 5_500_000,
    }),
    buyers: [
      'La-Z-Boy Incorporated',
      'Ethan Allen Interiors Inc.',
      'Hooker Furniture Corporation',
      'Bassett Furniture Industries, Incorporated',
      'Flexsteel Industries, Inc.',
    ],
    customers: ['Wayfair Inc.', 'Williams-Sonoma, Inc.', 'RH', 'Haverty Furniture Companies, Inc.'],
  },
  {
    name: 'Brightside Toys',
    answers: selling({
      naics: '339930',
      description: 'Brightside Toys designs and makes plush toys, building sets and board games for toy and mass retailers.',
      products: ['Plush toys', 'Building sets', 'Board games'],
      strengths: ['Licensed characters', 'Holiday best sellers'],
      areas: ['United States'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 36_000_000,
      ebitda: 4_200_000,
    }),
    buyers: ['Mattel, Inc.', 'Hasbro, Inc.', 'JAKKS Pacific, Inc.', 'Funko, Inc.'],
    customers: ['Walmart Inc.', 'Target Corporation', 'Five Below, Inc.', 'Build-A-Bear Workshop, Inc.', 'GameStop Corp.'],
  },
  {
    name: 'Sparkline Cleaning Chemicals',
    answers: selling({
      naics: '325612',
      description:
        'Sparkline makes institutional cleaning chemicals, sanitizers and dish detergents for hospitals, hotels and restaurant kitchens.',
      products: ['Sanitizers', 'Dish detergents', 'Floor care chemicals'],
      strengths: ['EPA-registered disinfectants', 'Dispensing systems'],
      areas: ['Georgia', 'Florida'],
      supplyChain: 'Manufacturer',
      revenue: 42_000_000,
      ebitda: 6_300_000,
    }),
    buyers: ['Ecolab Inc.', 'The Clorox Company', 'Church & Dwight Co., Inc.', 'Colgate-Palmolive Company', 'The Procter & Gamble Company'],
    customers: [
      'HCA Healthcare, Inc.',
      'Marriott International, Inc.',
      "McDonald's Corporation",
      'Hilton Worldwide Holdings Inc.',
      'Aramark',
    ],
  },
  {
    name: 'Summit Roasters',
    answers: selling({
      naics: '311920',
      description: 'Summit Roasters roasts specialty coffee and makes single-serve coffee pods for grocery chains, offices and cafes.',
      products: ['Roasted coffee', 'Single-serve coffee pods', 'Cold brew'],
      strengths: ['Direct trade sourcing', 'Private label pods'],
      areas: ['Washington', 'Oregon'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 48_000_000,
      ebitda: 5_000_000,
    }),
    buyers: ['J.M. Smucker Company', 'Keurig Dr Pepper Inc.', 'Farmer Bros. Co.', 'Coffee Holding Co., Inc.', 'Starbucks Corporation'],
    customers: ["McDonald's Corporation", 'The Kroger Co.', 'Costco Wholesale Corporation', 'Walmart Inc.'],
  },
  {
    name: 'Hearthstone Bakery',
    answers: selling({
      naics: '311812',
      description:
        'Hearthstone Bakery bakes sliced bread, buns and rolls in three plants for supermarkets and restaurant chains in the Southeast.',
      products: ['Sliced bread', 'Hamburger buns', 'Dinner rolls'],
      strengths: ['Direct store delivery routes', 'Three plants'],
      areas: ['Georgia', 'Alabama', 'Tennessee'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 95_000_000,
      ebitda: 10_000_000,
    }),
    buyers: ['Flowers Foods, Inc.', 'Hostess Brands, Inc.', 'J & J Snack Foods Corp.', 'Campbell Soup Company', 'General Mills, Inc.'],
    customers: ['The Kroger Co.', 'Albertsons Companies, Inc.', "McDonald's Corporation", 'Walmart Inc.', 'Yum! Brands, Inc.'],
  },
  {
    name: 'Delta Poultry Processors',
    answers: selling({
      naics: '311615',
      description:
        'Delta Poultry Processors raises and processes chicken into fresh and frozen cuts and breaded tenders for grocers and restaurant chains.',
      products: ['Fresh chicken', 'Frozen chicken tenders', 'Chicken wings'],
      strengths: ['Contract growers', 'USDA-inspected plants'],
      areas: ['Mississippi', 'Arkansas'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 150_000_000,
      ebitda: 15_000_000,
    }),
    buyers: [
      'Tyson Foods, Inc.',
      "Pilgrim's Pride Corporation",
      'Sanderson Farms, Inc.',
      'Hormel Foods Corporation',
      'Cal-Maine Foods, Inc.',
    ],
    customers: [
      "McDonald's Corporation",
      'Chipotle Mexican Grill, Inc.',
      'Yum! Brands, Inc.',
      'The Kroger Co.',
      'Costco Wholesale Corporation',
    ],
  },
  {
    name: 'Midwest Corrugated',
    answers: selling({
      naics: '322211',
      description: 'Midwest Corrugated makes corrugated shipping boxes, retail displays and e-commerce mailers in two Ohio box plants.',
      products: ['Corrugated boxes', 'Retail displays', 'E-commerce mailers'],
      strengths: ['Short lead times', 'In-house design'],
      areas: ['Ohio', 'Michigan'],
      supplyChain: 'Converter or Fabricator',
      revenue: 85_000_000,
      ebitda: 11_000_000,
    }),
    buyers: [
      'Packaging Corporation of America',
      'Smurfit WestRock plc',
      'International Paper Company',
      'Graphic Packaging Holding Company',
      'Sonoco Products Company',
      'Greif, Inc.',
    ],
    customers: ['Amazon.com, Inc.', 'Walmart Inc.', 'Target Corporation', 'Costco Wholesale Corporation'],
  },
  {
    name: 'Napa Ridge Wines',
    answers: selling({
      naics: '312130',
      description:
        'Napa Ridge Wines grows grapes and makes cabernet, chardonnay and sparkling wines sold to restaurants, wine shops and grocers.',
      products: ['Cabernet sauvignon', 'Chardonnay', 'Sparkling wine'],
      strengths: ['Estate vineyards', 'Restaurant listings'],
      areas: ['California'],
      supplyChain: 'Manufacturer or Brand',
      revenue: 30_000_000,
      ebitda: 5_000_000,
    }),
    buyers: ['Constellation Brands, Inc.', 'Brown-Forman Corporation', 'Diageo plc', 'Molson Coors Beverage Company'],
    customers: ['Darden Restaurants, Inc.', 'The Kroger Co.', 'Costco Wholesale Corporation', 'Texas Roadhouse, Inc.'],
  },
];
