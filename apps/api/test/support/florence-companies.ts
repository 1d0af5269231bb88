import type { UserInput } from '@dealscout/domain';
import { lakesideEyeAnswers, northwindDermAnswers } from '../../src/seed/demo-companies.js';

export interface CompanyFacts {
  goal: 'Sell' | 'Recapitalize' | 'Acquire';
  buyer?: 'Strategic' | 'Financial';
  naics: string;
  description: string;
  products?: string[];
  services?: string[];
  specialties?: string[];
  strengths?: string[];
  areas: string[];
  supplyChain?: string;
  revenue?: number;
  ebitda?: number;
}

/** A company's questionnaire answers (goals, attributes, financials) from the few facts Florence reads. */
export function answers(company: CompanyFacts): UserInput {
  const goals: Record<string, unknown[]> = { 'question-one': [company.goal] };
  if (company.buyer) goals.buyer_type = [company.buyer];
  const attributes: Record<string, unknown[]> = {
    'NAICS-Master-Dropdown': [company.naics.slice(0, 2)],
    'NAICS-Sub-Dropdown': [company.naics],
    description_input: [company.description],
    product_input: company.products ?? ['none'],
    service_input: company.services ?? ['none'],
    speciality_input: company.specialties ?? [],
    descriptor_input: company.strengths ?? [],
    area_of_operations_dropdown: company.areas,
  };
  if (company.supplyChain) attributes.supply_chain_dropdown = [company.supplyChain];
  const financials: Record<string, unknown[]> = {};
  if (company.revenue) financials.revenue_year_one = [String(company.revenue)];
  if (company.ebitda) financials.ebitda_year_one = [String(company.ebitda)];
  return [goals, attributes, financials] as UserInput;
}

/**
 * Twenty companies as a new user would describe them: several industries, sizes from a few million to a
 * couple of hundred million of revenue, and every goal (strategic and financial sale, recapitalisation,
 * acquisition). The reasons test reads the lists the engine gives them over the shipped dataset.
 */
export const FLORENCE_COMPANIES: { name: string; answers: UserInput }[] = [
  {
    name: 'Harbor Dental Group',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '621210',
      description: 'Harbor Dental Group runs 22 general and pediatric dental offices across Florida, with 61 dentists and its own lab.',
      services: ['General dentistry', 'Pediatric dentistry', 'Orthodontics', 'Dental implants'],
      strengths: ['Own dental lab', 'Strong referral network'],
      areas: ['Florida'],
      supplyChain: 'Healthcare Provider',
      revenue: 41_000_000,
      ebitda: 7_200_000,
    }),
  },
  { name: 'Lakeside Eye Partners', answers: lakesideEyeAnswers },
  { name: 'Northwind Dermatology Group', answers: northwindDermAnswers },
  {
    name: 'Ledgerly',
    answers: answers({
      goal: 'Sell',
      buyer: 'Financial',
      naics: '513210',
      description: 'Ledgerly sells cloud accounting and invoicing software to about 4,000 small accounting firms on monthly subscriptions.',
      products: ['Cloud accounting software', 'Invoicing app', 'Payroll add-on'],
      services: ['Onboarding and support'],
      strengths: ['Net revenue retention of 118%', 'Low churn'],
      areas: ['United States', 'Canada'],
      revenue: 12_000_000,
      ebitda: 2_500_000,
    }),
  },
  {
    name: 'Prairie Crisp Foods',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '311919',
      description:
        'Prairie Crisp Foods makes kettle-cooked potato chips and tortilla snacks in two Iowa plants for grocery chains across the Midwest.',
      products: ['Potato chips', 'Tortilla chips', 'Popcorn'],
      strengths: ['Private label contracts', 'Regional brand'],
      areas: ['Iowa', 'Illinois', 'Minnesota'],
      revenue: 68_000_000,
      ebitda: 9_000_000,
    }),
  },
  {
    name: 'Blue Ridge Freight',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '484121',
      description: 'Blue Ridge Freight runs 180 tractors hauling dry-van and refrigerated truckload freight across the Southeast.',
      services: ['Truckload', 'Refrigerated trucking', 'Freight brokerage'],
      strengths: ['Safety record', 'Owner-operator network'],
      areas: ['Georgia', 'Tennessee', 'North Carolina'],
      revenue: 95_000_000,
      ebitda: 11_000_000,
    }),
  },
  {
    name: 'Helix Therapeutics',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '325414',
      description:
        'Helix Therapeutics is a clinical-stage biotech developing antibody drugs for autoimmune diseases, with its lead candidate in phase 2.',
      products: ['Monoclonal antibody for lupus', 'Preclinical immunology pipeline'],
      strengths: ['Patents to 2039', 'Experienced clinical team'],
      areas: ['Massachusetts'],
      revenue: 3_000_000,
    }),
  },
  {
    name: 'Cedar Valley Bank',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '522110',
      description: 'Cedar Valley Bank is a community bank with 14 branches in central Texas, lending to small businesses and farms.',
      services: ['Commercial lending', 'Agricultural loans', 'Deposits', 'Treasury management'],
      strengths: ['Low-cost deposits', 'Local lending teams'],
      areas: ['Texas'],
      revenue: 52_000_000,
      ebitda: 18_000_000,
    }),
  },
  {
    name: 'Summit Precision Machining',
    answers: answers({
      goal: 'Acquire',
      naics: '332710',
      description:
        'Summit Precision Machining makes CNC-machined parts for aerospace and medical device makers from a plant near Dayton, Ohio.',
      services: ['CNC machining', 'Precision grinding', 'Assembly'],
      strengths: ['AS9100 certified', 'Tight tolerances'],
      areas: ['Ohio', 'Indiana'],
      revenue: 38_000_000,
      ebitda: 6_000_000,
    }),
  },
  {
    name: 'Coastal Home Health',
    answers: answers({
      goal: 'Recapitalize',
      naics: '621610',
      description: 'Coastal Home Health sends nurses and therapists to the homes of 2,300 seniors a month in North and South Carolina.',
      services: ['Skilled nursing at home', 'Physical therapy', 'Hospice care'],
      strengths: ['Medicare star rating', 'Referral ties to hospitals'],
      areas: ['North Carolina', 'South Carolina'],
      supplyChain: 'Healthcare Provider',
      revenue: 27_000_000,
      ebitda: 3_400_000,
    }),
  },
  {
    name: 'Greenfield Solar Installers',
    answers: answers({
      goal: 'Sell',
      buyer: 'Financial',
      naics: '238210',
      description:
        'Greenfield Solar Installers designs and installs rooftop solar panels and home batteries for homeowners in California and Arizona.',
      products: ['Home battery storage'],
      services: ['Residential solar installation', 'Solar maintenance'],
      strengths: ['In-house crews', 'Financing partners'],
      areas: ['California', 'Arizona'],
      revenue: 24_000_000,
      ebitda: 2_900_000,
    }),
  },
  {
    name: 'Brightpath Learning',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '611710',
      description: 'Brightpath Learning runs 35 tutoring centers and an online tutoring service for K-12 students preparing for exams.',
      services: ['Math and reading tutoring', 'Test preparation', 'Online tutoring'],
      strengths: ['Certified teachers', 'Parent retention'],
      areas: ['New Jersey', 'New York', 'Pennsylvania'],
      revenue: 19_000_000,
      ebitda: 2_200_000,
    }),
  },
  {
    name: 'Apex Cyber Defense',
    answers: answers({
      goal: 'Acquire',
      naics: '541512',
      description:
        'Apex Cyber Defense monitors the networks of mid-sized hospitals and manufacturers from a round-the-clock security operations center.',
      services: ['Managed detection and response', 'Penetration testing', 'Incident response'],
      strengths: ['SOC 2 certified', 'Healthcare clients'],
      areas: ['Virginia', 'Maryland'],
      revenue: 44_000_000,
      ebitda: 6_600_000,
    }),
  },
  {
    name: 'Riverbend Veterinary Partners',
    answers: answers({
      goal: 'Sell',
      buyer: 'Financial',
      naics: '541940',
      description: 'Riverbend Veterinary Partners owns nine companion-animal clinics and one emergency hospital around Denver.',
      services: ['Veterinary care', 'Emergency animal care', 'Pet dentistry'],
      specialties: ['Veterinary Services'],
      strengths: ['Emergency hospital', 'High client loyalty'],
      areas: ['Colorado'],
      revenue: 31_000_000,
      ebitda: 5_100_000,
    }),
  },
  {
    name: 'Ironclad Roofing',
    answers: answers({
      goal: 'Recapitalize',
      naics: '238160',
      description: 'Ironclad Roofing replaces and repairs the roofs of warehouses, schools and stores in Texas and Oklahoma.',
      services: ['Commercial roofing', 'Roof repair', 'Storm damage restoration'],
      strengths: ['Manufacturer certifications', 'Storm response crews'],
      areas: ['Texas', 'Oklahoma'],
      revenue: 57_000_000,
      ebitda: 7_800_000,
    }),
  },
  {
    name: 'Verdant Pet Nutrition',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '311111',
      description: 'Verdant Pet Nutrition makes grain-free dog and cat food and treats, sold through pet specialty stores and online.',
      products: ['Dry dog food', 'Wet cat food', 'Pet treats'],
      strengths: ['Fast-growing brand', 'Own kitchen in Kansas'],
      areas: ['United States'],
      revenue: 140_000_000,
      ebitda: 21_000_000,
    }),
  },
  {
    name: 'Northstar Staffing',
    answers: answers({
      goal: 'Sell',
      buyer: 'Financial',
      naics: '561320',
      description: 'Northstar Staffing places temporary warehouse and light industrial workers with manufacturers in Michigan and Ohio.',
      services: ['Temporary staffing', 'Temp-to-hire placement', 'Payrolling'],
      strengths: ['Fast fill rates', 'Bilingual recruiters'],
      areas: ['Michigan', 'Ohio'],
      revenue: 210_000_000,
      ebitda: 12_000_000,
    }),
  },
  {
    name: 'Pacific Craft Brewing',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '312120',
      description:
        'Pacific Craft Brewing brews IPAs and lagers in Portland and sells them in bars and grocery stores of Oregon and Washington.',
      products: ['Craft beer', 'Hard seltzer'],
      strengths: ['Award-winning brews', 'Taproom traffic'],
      areas: ['Oregon', 'Washington'],
      revenue: 22_000_000,
      ebitda: 2_600_000,
    }),
  },
  {
    name: 'Keystone Insurance Agency',
    answers: answers({
      goal: 'Sell',
      buyer: 'Strategic',
      naics: '524210',
      description:
        'Keystone Insurance Agency is an independent agency placing home, auto and small-business insurance for 9,000 clients in Pennsylvania.',
      services: ['Personal lines insurance', 'Commercial insurance', 'Employee benefits'],
      strengths: ['Renewal rate of 92%', 'Carrier relationships'],
      areas: ['Pennsylvania'],
      revenue: 15_000_000,
      ebitda: 4_500_000,
    }),
  },
  {
    name: 'MedSupply Direct',
    answers: answers({
      goal: 'Acquire',
      naics: '423450',
      description:
        'MedSupply Direct distributes gloves, wound care and diagnostic supplies to physician clinics and surgery centers in the Midwest.',
      products: ['Exam gloves', 'Wound care supplies', 'Diagnostic test kits'],
      services: ['Next-day delivery', 'Inventory management'],
      strengths: ['Own warehouse', 'Clinic relationships'],
      areas: ['Illinois', 'Wisconsin', 'Indiana'],
      supplyChain: 'Distributor or Group Purchasing Organization',
      revenue: 88_000_000,
      ebitda: 7_000_000,
    }),
  },
];
