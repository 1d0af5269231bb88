import type { UserInput } from '@dealscout/domain';

/** Questionnaire answers of the demo companies: goals, attributes, financials (spec part 2 §3). */
export const lakesideEyeAnswers: UserInput = [
  {
    'question-one': ['Sell'],
    sell_scope: ['Sell all'],
    price_importance: [8],
    change_after_sale_importance: [6],
    buyer_type: ['Strategic'],
    functional_strengths: ['Distribution', 'Marketing'],
  },
  {
    'NAICS-Master-Dropdown': ['62'],
    'NAICS-Sub-Dropdown': ['621111'],
    speciality_input: ['Ophthalmology'],
    narrow_specialty_input: ['Cataract and refractive surgery'],
    description_input: [
      'Lakeside Eye Partners runs four ophthalmology clinics and an ambulatory surgery center around Columbus, Ohio, with 14 surgeons and about 38,000 patient visits a year.',
    ],
    mission_input: ['Restore sight close to home.'],
    vision_input: ['The first call for eye care in central Ohio.'],
    descriptor_input: ['Board-certified surgeons', 'Own surgery center', 'High patient retention'],
    supply_chain_dropdown: ['Healthcare Provider'],
    area_of_operations_dropdown: ['Ohio', 'Indiana'],
    product_input: ['none'],
    service_input: ['Cataract surgery', 'LASIK', 'Glaucoma care', 'Retina care'],
    culture_and_values_input: ['Patient first', 'Teaching'],
    workplace_culture_dropdown: ['Clan'],
  },
  {
    revenue_year_one: ['24500000'],
    revenue_year_two: ['26800000'],
    revenue_year_three: ['29100000'],
    expenses_year_one: ['19600000'],
    expenses_year_two: ['21000000'],
    expenses_year_three: ['22400000'],
    ebitda_year_one: ['4900000'],
    ebitda_year_two: ['5800000'],
    ebitda_year_three: ['6700000'],
    intrinsic_input: ['48000000'],
    extrinsic_input: ['61000000'],
  },
];

export const northwindDermAnswers: UserInput = [
  {
    'question-one': ['Recapitalize'],
    partner_type: ['Strategic partner'],
    partner_advantages: ['Cash', 'Distribution'],
    opportunities_ready: ['Yes'],
    opportunity_cost: ['3500000'],
    opportunity_roi: ['18'],
  },
  {
    'NAICS-Master-Dropdown': ['62'],
    'NAICS-Sub-Dropdown': ['621111'],
    speciality_input: ['Dermatology'],
    narrow_specialty_input: ['Medical and Mohs surgery'],
    description_input: [
      'Northwind Dermatology Group is a nine-clinic dermatology practice in Minnesota and Wisconsin with an in-house pathology lab.',
    ],
    descriptor_input: ['In-house dermatopathology', 'Mohs surgery', 'Fast new-patient access'],
    supply_chain_dropdown: ['Healthcare Provider'],
    area_of_operations_dropdown: ['Minnesota', 'Wisconsin'],
    service_input: ['Medical dermatology', 'Mohs surgery', 'Cosmetic dermatology'],
    workplace_culture_dropdown: ['Market-Driven'],
  },
  {
    revenue_year_one: ['18200000'],
    revenue_year_two: ['19900000'],
    expenses_year_one: ['15100000'],
    expenses_year_two: ['16200000'],
    ebitda_year_one: ['3100000'],
    ebitda_year_two: ['3700000'],
    intrinsic_input: ['27500000'],
    extrinsic_input: ['33000000'],
  },
];
